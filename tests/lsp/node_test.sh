#!/bin/sh
# node_test.sh SCRIPT SKELLINT [needs-npm] — runs one node test of the
# server; skips (77) with the reason when node, or the npm packages a test
# needs (installed by tests/npm_install.sh), are missing.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if ! command -v node >/dev/null 2>&1; then
  echo "SKIP: node not found (apt-get install nodejs npm)"
  exit 77
fi
if [ "${3:-}" = needs-npm ] && [ ! -f "$here/node_modules/vscode-jsonrpc/package.json" ]; then
  echo "SKIP: vscode-jsonrpc is not installed in tests/lsp/node_modules (tests/npm_install.sh could not install it)"
  exit 77
fi
exec timeout 600 node "$here/$1" "$2"
