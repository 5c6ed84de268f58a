#!/bin/sh
# vscode_test.sh SKELLINT — the VS Code extension's tests (tests/editors/
# vscode/*.test.js, node's test runner): TextMate grammars under
# vscode-textmate + vscode-oniguruma, the manifest, extension.js against a
# stand-in `vscode`, settings against the real server, and the .vsix.
# Installs editors/vscode's packages from its package-lock.json first
# (npm ci, from npm's cache when offline). Skips (77) without node/npm or
# when the packages cannot be installed.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
ext=$root/editors/vscode
for tool in node npm; do
  if ! command -v $tool >/dev/null 2>&1; then
    echo "SKIP: $tool not found (apt-get install nodejs npm)"; exit 77
  fi
done
major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt 18 ]; then
  echo "SKIP: node $major is too old for node:test (18 or later)"; exit 77
fi
"$root/editors/vscode/install.sh" || exit 77
sk=$1
case $sk in /*) ;; *) sk=$(pwd)/$sk ;; esac
cd "$root" && SKELLINT=$sk exec timeout 300 node --test tests/editors/vscode/
