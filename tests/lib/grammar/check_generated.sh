#!/bin/sh
# check_generated.sh GRAMMAR-DIR — regenerates a grammar's src/parser.c with
# the tree-sitter CLI in a temporary directory and fails if it differs from
# the committed one (someone edited grammar.js without regenerating, or
# the reverse). Exits 77 (CTest: skipped) when the generator is absent.
# The generator is $TREE_SITTER, else `tree-sitter` on PATH, else
# ~/.cache/skellint-tree-sitter/bin/tree-sitter (built by
# ../shared/tools/build-tree-sitter-cli).
set -u
dir=$(cd "$1" && pwd) || exit 2
ts=${TREE_SITTER:-}
if [ -z "$ts" ]; then ts=$(command -v tree-sitter 2>/dev/null || true); fi
if [ -z "$ts" ] && [ -x "$HOME/.cache/skellint-tree-sitter/bin/tree-sitter" ]; then
  ts=$HOME/.cache/skellint-tree-sitter/bin/tree-sitter
fi
if [ -z "$ts" ] || [ ! -x "$ts" ]; then
  echo "SKIP: no tree-sitter CLI (set TREE_SITTER, or run ../shared/tools/build-tree-sitter-cli)"
  exit 77
fi
if ! command -v node >/dev/null 2>&1; then
  echo "SKIP: tree-sitter generate needs node, which is not installed"
  exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$dir/grammar.js" "$tmp/"
[ -f "$dir/package.json" ] && cp "$dir/package.json" "$tmp/"
if ! (cd "$tmp" && "$ts" generate --abi 14 --no-bindings >"$tmp/log" 2>&1); then
  echo "FAIL: tree-sitter generate failed for $dir/grammar.js:"; cat "$tmp/log"; exit 1
fi
status=0
for f in parser.c grammar.json node-types.json; do
  if ! cmp -s "$tmp/src/$f" "$dir/src/$f"; then
    echo "FAIL: $dir/src/$f differs from what grammar.js generates ($("$ts" --version));"
    echo "      regenerate: cd $dir && tree-sitter generate --abi 14 --no-bindings"
    diff -u "$dir/src/$f" "$tmp/src/$f" | head -40
    status=1
  fi
done
[ $status -eq 0 ] && echo "ok: $dir/src is what grammar.js generates"
exit $status
