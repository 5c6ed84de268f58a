#!/bin/sh
# precommit_test.sh SKELLINT — the hook of .pre-commit-hooks.yaml as a user
# meets it: a scratch repository whose .pre-commit-config.yaml is
# docs/examples/pre-commit-config.yaml (repo and rev pointed at a local copy
# of this repository's hook definitions), `pre-commit install`, then a
# commit of a broken .xsf is refused with the diagnostics shown and a clean
# one goes through. Offline: pre-commit clones the hooks from a local path.
# Skips (77) when pre-commit or git is missing (apt-get install pre-commit,
# or tools/setup.sh --test).
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

# The hooks repository: this tree's .pre-commit-hooks.yaml, committed.
git init -q "$tmp/hooks" && cp "$root/.pre-commit-hooks.yaml" "$tmp/hooks/" &&
  git -C "$tmp/hooks" add .pre-commit-hooks.yaml &&
  git -C "$tmp/hooks" commit -q -m hooks || { echo "FAIL: cannot make the hooks repository"; exit 1; }
rev=$(git -C "$tmp/hooks" rev-parse HEAD)

# The user's repository, configured exactly as docs/examples says.
git init -q "$tmp/user"
sed -e "s|repo: https://github.com/skellint/skellint|repo: $tmp/hooks|" \
    -e "s|rev: v0.1.0|rev: $rev|" \
    "$root/docs/examples/pre-commit-config.yaml" >"$tmp/user/.pre-commit-config.yaml"
grep -q "repo: $tmp/hooks" "$tmp/user/.pre-commit-config.yaml" && grep -q "rev: $rev" "$tmp/user/.pre-commit-config.yaml" ||
  fail "docs/examples/pre-commit-config.yaml no longer has the repo/rev lines this test rewrites"
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

# Fixed: the same path, clean content, goes through.
cp "$here/fixtures/clean.xsf" Skeleton.xsf
git add Skeleton.xsf
if ! git commit -m "clean skeleton" >"$tmp/out" 2>&1; then
  fail "the commit of a clean .xsf was refused"
fi
grep -q "skellint.*Passed" "$tmp/out" || fail "pre-commit does not report the skellint hook as passed"
sed 's/^/    /' "$tmp/out"

# Files the pattern must not pass to skellint (it would call them unknown).
echo "not a skeleton" >notes.txt
mkdir -p exports && echo '{"a": 1}' >exports/data.json
git add notes.txt exports/data.json
git commit -q -m "other files" >"$tmp/out" 2>&1 || { fail "unrelated files must not reach the hook"; cat "$tmp/out"; }

if [ "$failures" -ne 0 ]; then echo "$failures assertion(s) failed"; exit 1; fi
echo "ok: pre-commit refused the broken skeleton and accepted the clean one"
