#!/bin/sh
# npm_install.sh — installs the node tests' packages (package-lock.json)
# into tests/lsp/node_modules once; skips (77) without npm or network.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
[ -f "$here/node_modules/vscode-jsonrpc/package.json" ] && exit 0
if ! command -v npm >/dev/null 2>&1; then
  echo "SKIP: npm not found; the vscode-jsonrpc client test will be skipped"
  exit 77
fi
cd "$here"
if ! npm ci --no-audit --no-fund --loglevel=error; then
  echo "SKIP: npm ci failed (no network?); the vscode-jsonrpc client test will be skipped"
  exit 77
fi
