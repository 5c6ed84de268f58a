#!/bin/sh
# lsp.sh SKELLINT_EXE — the language server's node tests against
# skellint.exe under Wine, over stdio (binary mode: text mode would turn
# "\n" into "\r\n" and break Content-Length), with the URIs VS Code on
# Windows sends (file:///z%3A/... and file:///c%3A/..., SKELLINT_URI_DRIVE;
# Wine's Z: is / and C: is $WINEPREFIX/drive_c):
# a document, a .cfg character across files, quick fixes, encodings,
# navigation, configuration, completion, hostile framing. Not run here:
# incremental.test.js (its expected messages hold Linux paths),
# schedule.test.js (timings), memory.test.js (reads /proc).
# Skips (77) without wine64, the .exe, node or vscode-jsonrpc.
set -u
here=$(cd "$(dirname "$0")" && pwd)
exe=$1
. "$here/lib.sh"
if ! command -v node >/dev/null 2>&1; then echo "SKIP: node not found"; exit 77; fi
if [ ! -f "$here/../lsp/node_modules/vscode-jsonrpc/package.json" ]; then
  echo "SKIP: vscode-jsonrpc is not installed in tests/lsp/node_modules (tests/npm_install.sh)"; exit 77
fi
export SKELLINT_EXE=$exe SKELLINT_URI_DRIVE=z
fail=0
for t in ${SKELLINT_WINDOWS_LSP_TESTS:-client character fixall encoding navigation hostile config completion}; do
  echo "== $t.test.js under Wine"
  timeout 600 node "$here/../lsp/$t.test.js" "$here/wine-skellint" || { echo "FAIL: $t.test.js"; fail=$((fail + 1)); }
done
# Drive C: as well, where a Windows user's files are: file:///c%3A/tmp/... is
# $WINEPREFIX/drive_c/tmp (a .cfg character there, across files).
drive_c=${WINEPREFIX:-$HOME/.wine}/drive_c
if [ -d "$drive_c" ]; then
  mkdir -p "$drive_c/tmp"
  echo "== character.test.js under Wine, on drive C:"
  TMPDIR=$drive_c/tmp SKELLINT_URI_DRIVE="c=$drive_c" timeout 600 node "$here/../lsp/character.test.js" "$here/wine-skellint" ||
    { echo "FAIL: character.test.js on drive C:"; fail=$((fail + 1)); }
else
  echo "note: no $drive_c (Wine prefix not created yet): drive C: not tested"
fi
[ $fail -eq 0 ]
