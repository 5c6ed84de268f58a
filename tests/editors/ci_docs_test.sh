#!/bin/sh
# ci_docs_test.sh SKELLINT — docs/ci.md's recipes are the files in
# docs/examples/, word for word, and they work: the skellint steps of the
# GitHub workflow and the script of the GitLab job run (with the skellint
# under test on PATH instead of the install steps) on a tree with a broken
# skeleton, fail as a CI job must, and leave the reports their next steps
# upload (SARIF, Code Quality JSON, JUnit XML) in a shape those read. The
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
PATH=$tmp/bin:$PATH exec "$py" - "$root" "$tmp/repo" <<'PY'
import json, os, subprocess, sys, xml.etree.ElementTree as ET
import yaml

root, repo = sys.argv[1], sys.argv[2]
failures = []
def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what)

doc = open(os.path.join(root, "docs/ci.md"), encoding="utf-8").read()
examples = os.path.join(root, "docs/examples")
for name in sorted(os.listdir(examples)):
    text = open(os.path.join(examples, name), encoding="utf-8").read()
    check("```yaml\n" + text + "```" in doc, "docs/ci.md does not contain docs/examples/%s verbatim" % name)

def sh(script, shell):
    r = subprocess.run(shell + [script], cwd=repo, capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr

# ---- GitHub Actions ----
wf = yaml.safe_load(open(os.path.join(examples, "github-workflow.yml")))
check(wf["permissions"].get("security-events") == "write", "upload-sarif needs security-events: write")
steps = wf["jobs"]["skellint"]["steps"]
names = [s.get("name", s.get("uses")) for s in steps]
sarif_step = next(s for s in steps if "--format sarif" in s.get("run", ""))
upload = next(s for s in steps if s.get("uses", "").startswith("github/codeql-action/upload-sarif@"))
gate = next(s for s in steps if "--format github" in s.get("run", ""))
check(sarif_step.get("continue-on-error") is True, "the SARIF step must not stop the upload")
check(upload.get("if") == "always()", "the upload must run after findings")
check(steps.index(sarif_step) < steps.index(upload) < steps.index(gate), "step order: sarif, upload, gate")
# GitHub runs `run:` with bash -e; install steps are replaced by PATH.
rc, out, err = sh(sarif_step["run"], ["bash", "-e", "-c"])
check(rc == 1, "SARIF step: exit %d, expected 1 (findings)\n%s" % (rc, err))
sarif_file = os.path.join(repo, upload["with"]["sarif_file"])
check(os.path.exists(sarif_file), "the SARIF step must write " + upload["with"]["sarif_file"])
log = json.load(open(sarif_file))
res = log["runs"][0]["results"]
check(log["version"] == "2.1.0" and len(res) == 1 and res[0]["ruleId"] == "SK301", "SARIF content: %r" % res)
check(res[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "broken.xsf",
      "SARIF paths must be relative to the checkout")
rc, out, err = sh(gate["run"], ["bash", "-e", "-c"])
check(rc == 1, "annotation step: exit %d, expected 1" % rc)
check(out.startswith("::error file=broken.xsf,line=4,col=22,"), "annotation output: %r" % out)
os.remove(sarif_file)

# ---- GitLab CI ----
gl = yaml.safe_load(open(os.path.join(examples, "gitlab-ci.yml")))
job = gl["skellint"]
reports = job["artifacts"]["reports"]
check(job["artifacts"].get("when") == "always", "reports must be kept when the job fails")
# The runner runs a job's script lines in one shell with errexit.
rc, out, err = sh("\n".join(job["script"]), ["sh", "-e", "-c"])
check(rc == 1, "GitLab script: exit %d, expected 1 (findings)\n%s" % (rc, err))
cq = json.load(open(os.path.join(repo, reports["codequality"])))
check(len(cq) == 1 and cq[0]["check_name"] == "SK301 root-transform" and cq[0]["location"]["path"] == "broken.xsf"
      and cq[0]["location"]["lines"]["begin"] == 4 and cq[0]["severity"] == "major" and cq[0]["fingerprint"],
      "Code Quality report: %r" % cq)
junit = ET.parse(os.path.join(repo, reports["junit"])).getroot()
check(junit.tag == "testsuites" and junit.get("failures") == "1" and len(junit.findall("testsuite")) == 2,
      "JUnit report: %r" % junit.attrib)
# A clean tree passes.
os.remove(os.path.join(repo, "broken.xsf"))
rc, out, err = sh("\n".join(job["script"]), ["sh", "-e", "-c"])
check(rc == 0, "GitLab script on a clean tree: exit %d\n%s" % (rc, err))
check(json.load(open(os.path.join(repo, reports["codequality"]))) == [], "clean tree: empty Code Quality report")

# ---- Pinned, current, and honest about GitHub's limits (issue 23) ----
import re, shutil, tempfile
check("git clone" not in doc, "docs/ci.md clones skellint unpinned (git clone of the default branch)")
revs = set(re.findall(r"SKELLINT_REV: ([0-9a-f]+)", doc)) | set(re.findall(r"rev: ([0-9a-f]+)", doc))
check(len(revs) == 1 and all(len(r) == 40 for r in revs), "the recipes must pin one full commit SHA: %r" % revs)
check(doc.count("SKELLINT_REV: ") == 3, "the GitHub, GitLab and sharded recipes each pin SKELLINT_REV")
uses = re.findall(r"github/codeql-action/upload-sarif@(v[0-9]+)", doc)
check(uses and all(u == "v4" for u in uses), "upload-sarif must be @v4, its current major version: %r" % uses)
check(re.search(r"10 error, 10 warning and 10 notice\s+annotations per step, and 50 per job", doc),
      "docs/ci.md must state GitHub's cap on annotations")
check("Advanced Security" in doc, "docs/ci.md must say what code scanning needs on private repositories")
# The install step's git commands fetch exactly the pinned commit (from a
# clone of this repository reached by the documented URL).
rev = next(iter(revs))
if subprocess.run(["git", "-C", root, "cat-file", "-e", rev + "^{commit}"], capture_output=True).returncode != 0:
    if subprocess.run(["git", "-C", root, "rev-parse", "--git-dir"], capture_output=True).returncode == 0:
        check(False, "the pinned SHA %s is not a commit of this repository" % rev)
    else:
        print("note: not a git checkout; the pinned SHA is not checked")
else:
    tmp = tempfile.mkdtemp()
    try:
        env = dict(os.environ, HOME=tmp, GIT_CONFIG_NOSYSTEM="1", RUNNER_TEMP=tmp, SKELLINT_REV=rev)
        bare = os.path.join(tmp, "hooks.git")
        subprocess.run(["git", "clone", "-q", "--bare", root, bare], check=True, env=env)
        subprocess.run(["git", "config", "--global", "url.file://%s.insteadOf" % bare,
                        "https://github.com/skellint/skellint"], check=True, env=env)
        subprocess.run(["git", "config", "--global", "uploadpack.allowAnySHA1InWant", "true"], check=True, env=env)
        install = next(s for s in steps if s.get("name") == "Install skellint")
        check(install.get("env", {}).get("SKELLINT_REV") == rev, "the install step sets SKELLINT_REV")
        lines = [l for l in install["run"].splitlines() if l.startswith("git ")]
        r = subprocess.run(["bash", "-e", "-c", "\n".join(lines)], capture_output=True, text=True, env=env)
        check(r.returncode == 0, "the install step's git commands failed: %s" % r.stderr)
        head = subprocess.run(["git", "-C", os.path.join(tmp, "skellint"), "rev-parse", "HEAD"],
                              capture_output=True, text=True, env=env).stdout.strip()
        check(head == rev, "the install step checked out %r, not the pinned %s" % (head, rev))
        check(gl["skellint"].get("variables", {}).get("SKELLINT_REV") == rev, "the GitLab job sets SKELLINT_REV")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

if failures:
    print("%d assertion(s) failed" % len(failures))
    sys.exit(1)
print("ok: docs/ci.md recipes match docs/examples and run")
PY
