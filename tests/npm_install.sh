#!/bin/sh
# npm_install.sh DIR PACKAGE — installs the node tests' packages of DIR
# (its package-lock.json: tests/lsp, tests/web) into DIR/node_modules once;
# skips (77) without npm or network. PACKAGE is the one that tells it is done.
set -eu
dir=$(cd "$1" && pwd)
pkg=$2
[ -f "$dir/node_modules/$pkg/package.json" ] && exit 0
if ! command -v npm >/dev/null 2>&1; then
  echo "SKIP: npm not found; the tests that need $pkg will be skipped"
  exit 77
fi
cd "$dir"
if ! npm ci --no-audit --no-fund --loglevel=error; then
  echo "SKIP: npm ci failed in $dir (no network?); the tests that need $pkg will be skipped"
  exit 77
fi
