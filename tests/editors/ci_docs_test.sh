#!/bin/sh
# ci_docs_test.sh SKELLINT — docs/ci.md's recipes are the files in
# docs/examples/, word for word, and they work; action.yml (the GitHub
# Action) works. With the skellint under test packed as a release would be
# (tools/linux_tarball.sh, SHA256SUMS) in a local folder standing in for
# the GitHub release: the action's steps run (a small runner below: env,
# GITHUB_PATH, GITHUB_OUTPUT), download it, check its SHA-256 (a tampered
# file, a file missing from SHA256SUMS and a wrong `sha256` input are
# refused), and check a tree with a broken skeleton; the GitLab job
# downloads and checks the tarball the same way. The from-source GitHub
# recipe's skellint steps run, builds only the skellint target, and fetches
# exactly the pinned commit. Every `uses:` of the docs and of action.yml is
# pinned to a full commit SHA with its tag in a comment; skellint's own pin
# is one commit of this repository whose action.yml and
# .pre-commit-hooks.yaml are today's; the release version is CMakeLists'
# and package.json's; every input of the action is documented. The
# pre-commit snippet is run by precommit_test.sh. Skips (77) without
# python3 and PyYAML (Debian: python3-yaml, which pre-commit pulls in).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
sk=$1
case $sk in /*) ;; *) sk=$(pwd)/$sk ;; esac
py=""
for p in python3 /usr/bin/python3; do
  if command -v $p >/dev/null 2>&1 && $p -c 'import yaml' 2>/dev/null; then py=$p; break; fi
done
if [ -z "$py" ]; then
  echo "SKIP: python3 with PyYAML not found (apt-get install python3-yaml)"
  exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/repo" "$tmp/bin"
cp "$root/tests/editors/fixtures/broken.xsf" "$root/tests/editors/fixtures/clean.xsf" "$tmp/repo/"
ln -s "$sk" "$tmp/bin/skellint"
PATH=$tmp/bin:$PATH "$py" - "$root" "$tmp" "$sk" <<'PY'
import json, os, re, shutil, subprocess, sys, tempfile, xml.etree.ElementTree as ET
import yaml

root, tmp, sk = sys.argv[1], sys.argv[2], sys.argv[3]
repo = os.path.join(tmp, "repo")
failures = []
def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what)

doc = open(os.path.join(root, "docs/ci.md"), encoding="utf-8").read()
action_text = open(os.path.join(root, "action.yml"), encoding="utf-8").read()
action = yaml.safe_load(action_text)
examples = os.path.join(root, "docs/examples")
for name in sorted(os.listdir(examples)):
    text = open(os.path.join(examples, name), encoding="utf-8").read()
    check("```yaml\n" + text + "```" in doc, "docs/ci.md does not contain docs/examples/%s verbatim" % name)

def sh(script, shell, env=None, cwd=repo):
    r = subprocess.run(shell + [script], cwd=cwd, capture_output=True, text=True, env=env)
    return r.returncode, r.stdout, r.stderr

# ---- Pins: every `uses:` at a full commit SHA with its tag in a comment ----
version = re.search(r"project\(skellint VERSION ([0-9.]+)", open(os.path.join(root, "CMakeLists.txt")).read()).group(1)
pkg = json.load(open(os.path.join(root, "editors/vscode/package.json")))
check(pkg["version"] == version, "package.json's version %s is not CMakeLists' %s" % (pkg["version"], version))
for where, text in [("docs/ci.md", doc), ("action.yml", action_text)]:
    uses = re.findall(r"^[ -]*uses: *([^\s#]+)([^\n]*)", text, re.M)
    check(uses, where + " has no uses:")
    for ref, rest in uses:
        m = re.fullmatch(r"[\w.-]+/[\w./-]+@([0-9a-f]{40})", ref)
        check(m is not None, "%s: %s is not pinned to a full commit SHA" % (where, ref))
        check(re.fullmatch(r"\s+# v[0-9][\w.]*.*", rest) is not None, "%s: %s has no '# v<tag>' comment" % (where, ref))
check(not re.search(r"@v[0-9]", doc + action_text), "a tag used as a ref")
own = set(re.findall(r"skellint/skellint@([0-9a-f]{40})", doc)) | set(re.findall(r"SKELLINT_REV: ([0-9a-f]+)", doc)) \
    | set(re.findall(r"rev: ([0-9a-f]+)", doc))
check(len(own) == 1 and all(len(r) == 40 for r in own), "docs/ci.md must pin skellint to one full commit SHA: %r" % own)
rev = next(iter(own)) if own else ""
for ref in re.findall(r"skellint/skellint@[0-9a-f]{40}([^\n]*)", doc) + re.findall(r"SKELLINT_REV: [0-9a-f]{40}([^\n]*)", doc) \
        + re.findall(r"rev: [0-9a-f]{40}([^\n]*)", doc):
    check(ref.strip() == "# v" + version, "skellint's pin must carry '# v%s': %r" % (version, ref))
versions = set(re.findall(r"version: ['\"]?([0-9][0-9.]*)", doc)) | set(re.findall(r"SKELLINT_VERSION: ['\"]?([0-9.]+)", doc))
check(versions == {version}, "docs/ci.md must run release %s: %r" % (version, versions))
check(str(action["inputs"]["version"]["default"]) == version, "action.yml's default version is not %s" % version)
# Every input of the action is documented (a table row of docs/ci.md).
for name in action["inputs"]:
    check(re.search(r"^\| `%s` \|" % re.escape(name), doc, re.M), "docs/ci.md does not document the action's input %s" % name)
for name in action.get("outputs", {}):
    check(re.search(r"^\| `%s` \|" % re.escape(name), doc, re.M), "docs/ci.md does not document the action's output %s" % name)
check("git clone" not in doc, "docs/ci.md clones skellint unpinned (git clone of the default branch)")
check(re.search(r"10 error, 10 warning and 10 notice\s+annotations per step, and 50 per job", doc),
      "docs/ci.md must state GitHub's cap on annotations")
check("Advanced Security" in doc, "docs/ci.md must say what code scanning needs on private repositories")
is_git = subprocess.run(["git", "-C", root, "rev-parse", "--git-dir"], capture_output=True).returncode == 0
pinned_ok = False
if not is_git:
    print("note: not a git checkout; the pinned SHA is not checked")
elif subprocess.run(["git", "-C", root, "cat-file", "-e", rev + "^{commit}"], capture_output=True).returncode != 0:
    shallow = subprocess.run(["git", "-C", root, "rev-parse", "--is-shallow-repository"], capture_output=True, text=True).stdout.strip()
    if shallow == "true":
        print("note: shallow clone; the pinned SHA %s is not in it" % rev)
    else:
        check(False, "the pinned SHA %s is not a commit of this repository" % rev)
else:
    pinned_ok = True
    for f in ("action.yml", ".pre-commit-hooks.yaml"):
        then = subprocess.run(["git", "-C", root, "show", "%s:%s" % (rev, f)], capture_output=True, text=True).stdout
        check(then == open(os.path.join(root, f), encoding="utf-8").read(),
              "%s at the pinned commit %s is not today's: commit it, then pin that commit in docs/ci.md" % (f, rev[:12]))

# ---- A release as make dist makes it, in a folder standing in for GitHub's ----
have_curl = shutil.which("curl") is not None
release = os.path.join(tmp, "releases")
rel = os.path.join(release, "v" + version)
os.makedirs(rel)
tarball = "skellint-%s-linux-x64.tar.gz" % version
subprocess.run([os.path.join(root, "tools/linux_tarball.sh"), sk, version, rel], check=True, capture_output=True)
shutil.copy(sk, os.path.join(rel, "skellint-%s-windows-x64.exe" % version))  # listed; never run here
subprocess.run("sha256sum -- * > SHA256SUMS", shell=True, cwd=rel, check=True)
good_tar = open(os.path.join(rel, tarball), "rb").read()
release_url = "file://" + release

def expr(value, inputs, outputs):
    def one(m):
        e = m.group(1).strip()
        if e.startswith("inputs."): return str(inputs[e[7:]])
        if e.startswith("steps."):
            _, step, _, key = e.split(".", 3)
            return outputs.get(step, {}).get(key, "")
        raise ValueError("expression not known to this runner: " + e)
    return re.sub(r"\$\{\{(.*?)\}\}", one, str(value))

def run_action(given):
    """The composite steps of action.yml, as GitHub's runner runs them on
    Linux X64 (bash -e -o pipefail; env; GITHUB_PATH, GITHUB_OUTPUT). The
    upload step (a `uses:`) is not run: its condition and inputs are read."""
    inputs = {k: str(v.get("default", "")) for k, v in action["inputs"].items()}
    inputs.update(given)
    work = tempfile.mkdtemp(dir=tmp)
    path_file, env_path = os.path.join(work, "path"), []
    outputs, log = {}, []
    upload = None
    for st in action["runs"]["steps"]:
        if "uses" in st:
            check("always()" in st.get("if", ""), "the SARIF upload must run after findings")
            upload = {k: expr(v, inputs, outputs) for k, v in st.get("with", {}).items()}
            continue
        out_file = os.path.join(work, "out-" + st.get("id", "x"))
        open(out_file, "w").close()
        env = dict(os.environ, RUNNER_OS="Linux", RUNNER_ARCH="X64", RUNNER_TEMP=work, GITHUB_JOB="skellint",
                   GITHUB_PATH=path_file, GITHUB_OUTPUT=out_file)
        env["PATH"] = ":".join(env_path + [os.environ["PATH"].split(":", 1)[1]])  # without the test's skellint
        for k, v in st.get("env", {}).items():
            env[k] = expr(v, inputs, outputs)
        check(st.get("shell") == "bash" and "${{" not in st["run"], "step %r: bash, inputs only through env" % st["name"])
        rc, out, err = sh(st["run"], ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c"], env=env)
        log.append((st["name"], rc, out, err))
        if os.path.exists(path_file):
            env_path = [l for l in open(path_file).read().splitlines() if l][::-1]
        outputs[st.get("id", "")] = dict(l.split("=", 1) for l in open(out_file).read().splitlines() if "=" in l)
        if rc != 0:
            return rc, log, outputs, upload
    return 0, log, outputs, upload

if not have_curl:
    print("note: no curl; the action and the GitLab job are not run")
else:
    shutil.copy(os.path.join(root, "tests/editors/fixtures/broken.xsf"), repo)
    rc, log, outputs, upload = run_action({"release-url": release_url})
    text = "\n".join("%s: exit %d\n%s%s" % l for l in log)
    check(rc == 1 and [l[0] for l in log][-1] == "skellint check (annotations)", "the action on findings: exit %d\n%s" % (rc, text))
    check(any("skellint %s" % version in l[2] for l in log if l[0] == "Download skellint"), "the downloaded skellint ran --version:\n" + text)
    check(outputs.get("check", {}).get("exit-code") == "1", "the exit-code output: %r" % outputs)
    annotations = next((l[2] for l in log if l[0] == "skellint check (annotations)"), "")
    check(annotations.startswith("::error file=broken.xsf,line=4,col=22,"), "annotations: %r" % annotations)
    sarif = outputs.get("sarif", {}).get("sarif-file", "")
    check(upload and upload.get("sarif_file") == sarif and upload.get("category") == "skellint", "the upload's inputs: %r" % upload)
    if os.path.exists(sarif):
        res = json.load(open(sarif))["runs"][0]["results"]
        check(len(res) == 1 and res[0]["ruleId"] == "SK301" and
              res[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "broken.xsf", "SARIF: %r" % res)
    else:
        check(False, "the action wrote no SARIF report:\n" + text)
    rc, log, outputs, _ = run_action({"release-url": release_url, "fail-on-findings": "false", "args": "--profile imvu"})
    check(rc == 0 and outputs.get("check", {}).get("exit-code") == "1", "fail-on-findings false: exit %d, %r" % (rc, outputs))
    # Refused downloads: the download step fails and nothing is checked.
    def refused(what, inputs, want):
        rc, log, outputs, _ = run_action(dict({"release-url": release_url}, **inputs))
        errs = "".join(l[2] + l[3] for l in log)
        check(rc != 0 and len(log) == 1 and want in errs, "%s: exit %d, %r" % (what, rc, errs))
    open(os.path.join(rel, tarball), "wb").write(good_tar + b"\0")
    refused("a tampered tarball", {}, "does not match the SHA256SUMS")
    open(os.path.join(rel, tarball), "wb").write(good_tar)
    refused("a wrong sha256 input", {"sha256": "0" * 64}, "does not have the SHA-256 given")
    good = subprocess.run(["sha256sum", os.path.join(rel, tarball)], capture_output=True, text=True).stdout.split()[0]
    rc, log, _, _ = run_action({"release-url": release_url, "sha256": good})
    check(rc == 1 and len(log) == 3, "the right sha256 input: exit %d after %d steps" % (rc, len(log)))
    sums = open(os.path.join(rel, "SHA256SUMS")).read()
    open(os.path.join(rel, "SHA256SUMS"), "w").write("".join(l + "\n" for l in sums.splitlines() if tarball not in l))
    refused("a file missing from SHA256SUMS", {}, "is not in the SHA256SUMS")
    open(os.path.join(rel, "SHA256SUMS"), "w").write(sums)
    refused("a release that is not there", {"version": "0.0.0"}, "")
    os.remove(os.path.join(repo, "broken.xsf"))

# ---- GitHub: the workflows use the action, pinned ----
wf = yaml.safe_load(open(os.path.join(examples, "github-workflow.yml")))
check(wf["permissions"].get("security-events") == "write", "upload-sarif needs security-events: write")
steps = wf["jobs"]["skellint"]["steps"]
act = [s for s in steps if s.get("uses", "").startswith("skellint/skellint@")]
check(len(act) == 1 and str(act[0].get("with", {}).get("version")) == version, "the workflow runs the action at release %s" % version)

# ---- GitHub, built from source: only the skellint target, the pinned commit ----
src_wf = yaml.safe_load(open(os.path.join(examples, "github-workflow-source.yml")))
check(src_wf["permissions"].get("security-events") == "write", "from source: upload-sarif needs security-events: write")
steps = src_wf["jobs"]["skellint"]["steps"]
sarif_step = next(s for s in steps if "--format sarif" in s.get("run", ""))
upload = next(s for s in steps if s.get("uses", "").startswith("github/codeql-action/upload-sarif@"))
gate = next(s for s in steps if "--format github" in s.get("run", ""))
install = next(s for s in steps if s.get("name") == "Install skellint")
check(sarif_step.get("continue-on-error") is True, "the SARIF step must not stop the upload")
check(upload.get("if") == "always()", "the upload must run after findings")
check(steps.index(sarif_step) < steps.index(upload) < steps.index(gate), "step order: sarif, upload, gate")
builds = [l for l in install["run"].splitlines() if l.startswith("cmake --build")]
check(len(builds) == 1 and "--target skellint" in builds[0], "the recipe builds only the skellint target: %r" % builds)
check("-DSKELLINT_TESTS=OFF" in install["run"] and "cmocka" not in install["run"], "the recipe configures without the tests")
shutil.copy(os.path.join(root, "tests/editors/fixtures/broken.xsf"), repo)
rc, out, err = sh(sarif_step["run"], ["bash", "-e", "-c"])
check(rc == 1, "SARIF step: exit %d, expected 1 (findings)\n%s" % (rc, err))
sarif_file = os.path.join(repo, upload["with"]["sarif_file"])
check(os.path.exists(sarif_file), "the SARIF step must write " + upload["with"]["sarif_file"])
res = json.load(open(sarif_file))["runs"][0]["results"]
check(len(res) == 1 and res[0]["ruleId"] == "SK301", "SARIF content: %r" % res)
rc, out, err = sh(gate["run"], ["bash", "-e", "-c"])
check(rc == 1 and out.startswith("::error file=broken.xsf,line=4,col=22,"), "annotation step: exit %d, %r" % (rc, out))
os.remove(sarif_file)
if pinned_ok:
    gtmp = tempfile.mkdtemp(dir=tmp)
    env = dict(os.environ, HOME=gtmp, GIT_CONFIG_NOSYSTEM="1", RUNNER_TEMP=gtmp, SKELLINT_REV=rev)
    bare = os.path.join(gtmp, "hooks.git")
    subprocess.run(["git", "clone", "-q", "--bare", root, bare], check=True, env=env)
    subprocess.run(["git", "config", "--global", "url.file://%s.insteadOf" % bare,
                    "https://github.com/skellint/skellint"], check=True, env=env)
    subprocess.run(["git", "config", "--global", "uploadpack.allowAnySHA1InWant", "true"], check=True, env=env)
    check(install.get("env", {}).get("SKELLINT_REV") == rev, "the install step sets SKELLINT_REV")
    lines = [l for l in install["run"].splitlines() if l.startswith("git ")]
    r = subprocess.run(["bash", "-e", "-c", "\n".join(lines)], capture_output=True, text=True, env=env)
    check(r.returncode == 0, "the install step's git commands failed: %s" % r.stderr)
    head = subprocess.run(["git", "-C", os.path.join(gtmp, "skellint"), "rev-parse", "HEAD"],
                          capture_output=True, text=True, env=env).stdout.strip()
    check(head == rev, "the install step checked out %r, not the pinned %s" % (head, rev))

# ---- GitLab CI: the release's tarball, checked, then both reports ----
gl = yaml.safe_load(open(os.path.join(examples, "gitlab-ci.yml")))
job = gl["skellint"]
reports = job["artifacts"]["reports"]
check(job["artifacts"].get("when") == "always", "reports must be kept when the job fails")
check(str(job["variables"].get("SKELLINT_VERSION")) == version, "the GitLab job runs release " + version)
if have_curl:
    # The runner runs before_script and script in one shell with errexit;
    # here /usr/local/bin and /tmp are folders of the test's, the release a local one.
    gbin, gdl = os.path.join(tmp, "gl-bin"), os.path.join(tmp, "gl-dl")
    os.makedirs(gbin); os.makedirs(gdl)
    before = "\n".join(l for l in job["before_script"] if not l.startswith("apt-get"))
    before = before.replace("cd /tmp", "cd " + gdl).replace("/usr/local/bin", gbin)
    env = dict(os.environ, CI_PROJECT_DIR=repo, SKELLINT_VERSION=version, SKELLINT_URL=release_url)
    env["PATH"] = gbin + ":" + os.environ["PATH"].split(":", 1)[1]
    rc, out, err = sh(before + "\n" + "\n".join(job["script"]), ["sh", "-e", "-c"], env=env)
    check(rc == 1, "GitLab job: exit %d, expected 1 (findings)\n%s" % (rc, err))
    check(os.path.exists(os.path.join(gbin, "skellint")), "the GitLab job did not install skellint")
    cq = json.load(open(os.path.join(repo, reports["codequality"])))
    check(len(cq) == 1 and cq[0]["check_name"] == "SK301 root-transform" and cq[0]["location"]["path"] == "broken.xsf"
          and cq[0]["location"]["lines"]["begin"] == 4 and cq[0]["severity"] == "major" and cq[0]["fingerprint"],
          "Code Quality report: %r" % cq)
    junit = ET.parse(os.path.join(repo, reports["junit"])).getroot()
    check(junit.tag == "testsuites" and junit.get("failures") == "1", "JUnit report: %r" % junit.attrib)
    # A tampered tarball stops the job before anything is checked.
    open(os.path.join(rel, tarball), "wb").write(good_tar + b"\0")
    shutil.rmtree(gbin); os.makedirs(gbin)
    rc, out, err = sh(before, ["sh", "-e", "-c"], env=env)
    check(rc != 0 and not os.path.exists(os.path.join(gbin, "skellint")), "GitLab job with a tampered tarball: exit %d" % rc)
    open(os.path.join(rel, tarball), "wb").write(good_tar)
    # A clean tree passes.
    os.remove(os.path.join(repo, "broken.xsf"))
    rc, out, err = sh("\n".join(job["script"]), ["sh", "-e", "-c"], env=dict(os.environ, PATH=os.environ["PATH"]))
    check(rc == 0, "GitLab script on a clean tree: exit %d\n%s" % (rc, err))
    check(json.load(open(os.path.join(repo, reports["codequality"]))) == [], "clean tree: empty Code Quality report")

if failures:
    print("%d assertion(s) failed" % len(failures))
    sys.exit(1)
print("ok: docs/ci.md recipes match docs/examples and run; action.yml downloads, verifies and checks")
PY
