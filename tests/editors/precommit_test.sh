#!/bin/sh
# precommit_test.sh SKELLINT — the hook as a user meets it, with exactly
# the snippet of docs/ci.md (docs/examples/pre-commit-config.yaml, copied
# byte for byte): its `repo:` URL reaches a clone of this repository
# through git's url.<base>.insteadOf (offline), its `rev:` must be a commit
# of this repository's history. `pre-commit install`, then a commit of a
# broken .xsf is refused with the diagnostics shown; then, as docs/ci.md
# says, `pre-commit autoupdate` (no tag exists) moves `rev:` to the newest
# commit, here one carrying this tree's .pre-commit-hooks.yaml, with which
# a broken .xsf is refused again and a clean one goes through, a broken
# file of every other kind skellint reads is refused, and text files that
# are not ours (notes.txt) pass.
# Skips (77) when pre-commit or git is missing (apt-get install pre-commit,
# or tools/setup.sh --test), or when the tree is not a git checkout (or a
# shallow clone without the documented commit).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
here=$root/tests/editors
for tool in pre-commit git; do
  if ! command -v $tool >/dev/null 2>&1; then
    echo "SKIP: $tool not found (apt-get install pre-commit git, or tools/setup.sh --test)"
    exit 77
  fi
done
sk=$1
case $sk in /*) ;; *) sk=$(pwd)/$sk ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# `language: system` runs the skellint on PATH: the one under test.
PATH=$(dirname "$sk"):$PATH
export PATH
export PRE_COMMIT_HOME="$tmp/cache" HOME="$tmp" GIT_CONFIG_NOSYSTEM=1
export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@example.invalid
export GIT_COMMITTER_NAME=test GIT_COMMITTER_EMAIL=test@example.invalid
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

url=https://github.com/skellint/skellint
snippet=$root/docs/examples/pre-commit-config.yaml
grep -q "repo: $url\$" "$snippet" || { echo "FAIL: $snippet does not name repo: $url"; exit 1; }
rev=$(sed -n 's/^ *rev: *\([^ #]*\).*/\1/p' "$snippet")
echo "$rev" | grep -Eq '^[0-9a-f]{40}$' || fail "the documented rev '$rev' is not a full commit SHA (no release is tagged)"
if ! git -C "$root" rev-parse --git-dir >/dev/null 2>&1; then
  echo "SKIP: $root is not a git checkout: the documented rev cannot be checked"; exit 77
fi
if ! git -C "$root" cat-file -e "$rev^{commit}" 2>/dev/null; then
  if [ "$(git -C "$root" rev-parse --is-shallow-repository 2>/dev/null)" = true ]; then
    echo "SKIP: shallow clone: the documented rev $rev is not in it (git fetch --unshallow)"; exit 77
  fi
  echo "FAIL: the documented rev $rev is not a commit of this repository"; exit 1
fi
[ -z "$(git -C "$root" tag)" ] || echo "note: the repository has tags now; docs/ci.md could pin one"

# The hooks repository: a clone of this one, reached by the documented URL.
git clone -q --bare "$root" "$tmp/hooks.git" || { echo "FAIL: cannot clone $root"; exit 1; }
git config --global url."$tmp/hooks.git".insteadOf "$url"
git config --global init.defaultBranch main

# The user's repository, configured exactly as docs/ci.md says.
git init -q "$tmp/user"
cp "$snippet" "$tmp/user/.pre-commit-config.yaml"
cd "$tmp/user"
pre-commit install >/dev/null || { echo "FAIL: pre-commit install"; exit 1; }
echo notes >README.txt
git add .pre-commit-config.yaml README.txt && git commit -q -m config >"$tmp/out" 2>&1 ||
  { fail "committing the configuration (no skeleton file) must pass"; cat "$tmp/out"; }

# A broken skeleton: refused, with skellint's diagnostics in the output.
cp "$here/fixtures/broken.xsf" Skeleton.xsf
git add Skeleton.xsf
if git commit -m "broken skeleton" >"$tmp/out" 2>&1; then
  fail "the commit of a broken .xsf was accepted"
fi
grep -q "skellint.*Failed" "$tmp/out" || fail "pre-commit does not report the skellint hook as failed"
grep -q "Skeleton.xsf:4:22: error: .*\[SK301 root-transform\]" "$tmp/out" || fail "the diagnostics are not shown"
sed 's/^/    /' "$tmp/out"
[ "$(git rev-list --count HEAD)" = 1 ] || fail "a commit was made despite the failed hook"

# `pre-commit autoupdate`, as docs/ci.md says: with no tag it pins the newest
# commit, here one that carries this tree's hook definitions.
git clone -q "$tmp/hooks.git" "$tmp/work" && cp "$root/.pre-commit-hooks.yaml" "$tmp/work/" &&
  git -C "$tmp/work" add .pre-commit-hooks.yaml &&
  git -C "$tmp/work" commit -q --allow-empty -m "this tree's hooks" &&
  git -C "$tmp/work" push -q origin HEAD || { echo "FAIL: cannot add this tree's hooks"; exit 1; }
newest=$(git -C "$tmp/work" rev-parse HEAD)
git reset -q  # the refused skeleton stays out of the configuration's commit
pre-commit autoupdate --repo "$url" >"$tmp/out" 2>&1 || { fail "pre-commit autoupdate failed"; cat "$tmp/out"; }
grep -q "rev: $newest" .pre-commit-config.yaml ||
  { fail "pre-commit autoupdate did not pin the newest commit $newest"; cat "$tmp/out" .pre-commit-config.yaml; }
git add .pre-commit-config.yaml && git commit -q -m autoupdate >"$tmp/out" 2>&1 ||
  { fail "committing the updated configuration must pass"; cat "$tmp/out"; }
cp "$here/fixtures/broken.xsf" Skeleton.xsf
git add Skeleton.xsf
git commit -m "broken skeleton again" >"$tmp/out" 2>&1 && fail "this tree's hook accepted a broken .xsf"
grep -q "Skeleton.xsf:4:22: error: .*\[SK301 root-transform\]" "$tmp/out" || fail "the diagnostics are not shown (this tree's hook)"

# Fixed: the same path, clean content, goes through.
cp "$here/fixtures/clean.xsf" Skeleton.xsf
git add Skeleton.xsf
if ! git commit -m "clean skeleton" >"$tmp/out" 2>&1; then
  fail "the commit of a clean .xsf was refused"
fi
grep -q "skellint.*Passed" "$tmp/out" || fail "pre-commit does not report the skellint hook as passed"
sed 's/^/    /' "$tmp/out"

# Every kind of file skellint reads is covered (issue 23): a broken one of
# each is refused with its diagnostics, whatever its extension.
cases=$root/tests/cases
for f in "$here/fixtures/broken.xsf" "$cases/xmf/SK001-truncated.xmf" "$cases/xaf/SK107-numkeyframes-too-high.xaf" \
         "$cases/xrf/SK408-wrong-magic.xrf" "$cases/xpf/SK107-numtracks-too-high.xpf" \
         "$cases/cal3dcfg/SK471-missing-mesh.cfg" "$cases/csf/SK001-absurd-bone-count.csf" \
         "$cases/cmf/SK001-absurd-face-count.cmf" "$cases/caf/SK001-truncated-after-0008.caf" \
         "$cases/crf/SK001-absurd-map-count.crf" "$cases/cpf/SK001-absurd-track-count.cpf" \
         "$cases/bon/SK001-syntax-error.bon" "$cases/dashbin/SK101-unknown-parent.dmx" \
         "$cases/dashjson/SK002-out-of-range.json" "$cases/bpstruct/SK002-invalid-weight.txt" \
         "$cases/lgw/SK002-invalid-number.txt"; do
  name=broken-$(basename "$f")
  cp "$f" "$name"
  git add "$name"
  if git commit -m "broken $name" >"$tmp/out" 2>&1; then
    fail "the commit of a broken $name was accepted"; sed 's/^/    /' "$tmp/out"
  elif ! grep -q "^$name:\([0-9]*:[0-9]*\|@0x[0-9a-f]*\): \(error\|warning\): " "$tmp/out"; then
    fail "no diagnostics for $name"; sed 's/^/    /' "$tmp/out"
  fi
  git reset -q && rm -f "$name"
done
[ "$(git rev-list --count HEAD)" = 3 ] || fail "a broken file was committed"

# Files with our extensions that are not ours reach the hook and pass
# silently (--ignore-unknown): a plain notes.txt, package.json, setup.cfg.
echo "not a skeleton" >notes.txt
mkdir -p exports && echo '{"a": 1}' >exports/data.json && echo "Shopping list" >exports/notes.txt
printf '[metadata]\nname = x\n' >setup.cfg
git add notes.txt exports setup.cfg
git commit -m "other files" >"$tmp/out" 2>&1 || { fail "files that are not ours must pass"; cat "$tmp/out"; }
grep -q "skellint.*Passed" "$tmp/out" || { fail "the hook did not run on notes.txt and the others"; cat "$tmp/out"; }
grep -q "unknown format" "$tmp/out" && fail "the hook printed something for files that are not ours"

# docs/ci.md's own `files:` for part of the repository, as written there:
# a broken file inside it is refused, one outside it is not looked at.
files_line=$(sed -n '/^## pre-commit/,/^## /{/^ *files: /p}' "$root/docs/ci.md")
[ -n "$files_line" ] || fail "docs/ci.md shows no files: pattern for the hook"
awk -v l="$files_line" '{ print } /^ *- id: skellint$/ { print l }' .pre-commit-config.yaml >"$tmp/cfg" &&
  cp "$tmp/cfg" .pre-commit-config.yaml
grep -qF "$files_line" .pre-commit-config.yaml || fail "could not add docs/ci.md's files: line"
git add .pre-commit-config.yaml && git commit -q -m "files:" >"$tmp/out" 2>&1 || { fail "config with files:"; cat "$tmp/out"; }
mkdir -p assets elsewhere
cp "$here/fixtures/broken.xsf" assets/Skeleton.xsf
git add assets && git commit -m "broken in assets" >"$tmp/out" 2>&1 && fail "files: ^(assets|exports)/ let a broken assets/Skeleton.xsf through"
git reset -q && rm -rf assets
cp "$here/fixtures/broken.xsf" elsewhere/Skeleton.xsf
git add elsewhere && git commit -m "broken elsewhere" >"$tmp/out" 2>&1 || { fail "files: ^(assets|exports)/ looked outside them"; cat "$tmp/out"; }

if [ "$failures" -ne 0 ]; then echo "$failures assertion(s) failed"; exit 1; fi
echo "ok: pre-commit refused a broken file of every kind, accepted clean files and files that are not ours, and docs/ci.md's files: works"
