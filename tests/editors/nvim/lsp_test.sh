#!/bin/sh
# lsp_test.sh SKELLINT — runs lsp.test.lua in a headless Neovim (0.7 or
# later); skips (77) when nvim is not installed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if ! command -v nvim >/dev/null 2>&1; then
  echo "SKIP: nvim not found (apt-get install neovim)"
  exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$here/../../lsp/fixtures/broken.xsf" "$tmp/broken.xsf"
# A private home so no user config or plugin joins in.
SKELLINT="$1" FIXTURE="$tmp/broken.xsf" HOME="$tmp" XDG_CONFIG_HOME="$tmp" XDG_DATA_HOME="$tmp" \
  XDG_STATE_HOME="$tmp" timeout 60 nvim --headless --clean -n -c "luafile $here/lsp.test.lua"
