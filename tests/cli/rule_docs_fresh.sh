#!/bin/sh
# rule_docs_fresh.sh SKELLINT DOCS_DIR — docs/rules/ is generated from the
# registry and the rule files; regenerate into a scratch directory and fail
# on any difference, so a changed rule doc cannot ship with a stale page.
set -u
bin=$1 docs=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" docs "$tmp/rules" || { echo "FAIL: skellint docs exited $?"; exit 1; }
if ! diff -ru "$docs" "$tmp/rules"; then
  echo "FAIL: docs/rules/ is stale: run \`make docs\` and commit the result"
  exit 1
fi
echo "ok: docs/rules/ is up to date"
