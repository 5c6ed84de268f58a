#!/bin/sh
# install.sh — installs the extension's packages (package-lock.json) into
# editors/vscode/node_modules unless they are there: the runtime language
# client, and vsce, vscode-textmate and vscode-oniguruma for `make vsix`
# and the tests. Uses npm's cache first, so it works offline once done.
# Exits 1 with the reason when npm cannot install them.
set -u
cd "$(dirname "$0")"
if [ -f node_modules/.package-lock.json ] && [ -x node_modules/.bin/vsce ] &&
   [ -f node_modules/vscode-languageclient/package.json ] && [ -f node_modules/vscode-textmate/package.json ] &&
   [ node_modules/.package-lock.json -nt package-lock.json ]; then
  exit 0
fi
if ! command -v npm >/dev/null 2>&1; then
  echo "editors/vscode: npm not found (apt-get install nodejs npm)" >&2; exit 1
fi
if ! npm ci --prefer-offline --no-audit --no-fund --loglevel=error >&2; then
  echo "editors/vscode: npm ci failed (offline and not in npm's cache?)" >&2; exit 1
fi
