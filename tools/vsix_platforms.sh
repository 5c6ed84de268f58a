#!/bin/sh
# vsix_platforms.sh LINUX_SKELLINT WINDOWS_EXE OUT — the VS Code extension
# once per platform, each with its skellint inside (make vsix-platforms):
# OUT/skellint-linux-x64-<version>.vsix (bin/skellint) and
# OUT/skellint-win32-x64-<version>.vsix (bin/skellint.exe), with
# `vsce package --target`, offline once editors/vscode/install.sh has run.
# The extension starts the bundled binary unless "skellint.path" is set
# (editors/vscode/lib/server.js). bin/ exists in editors/vscode only while
# a package is made (.gitignore), so `make vsix` stays platform-neutral.
set -eu
linux=$1 exe=$2 out=$3
src=$(cd "$(dirname "$0")/.." && pwd)
ext=$src/editors/vscode
"$ext/install.sh"
mkdir -p "$out"
out=$(cd "$out" && pwd)
v=$(node -p 'require(process.argv[1]).version' "$ext/package.json")
trap 'rm -rf "$ext/bin"' EXIT
for target in linux-x64 win32-x64; do
  rm -rf "$ext/bin"
  mkdir -p "$ext/bin"
  case $target in
    linux-x64) cp "$linux" "$ext/bin/skellint"; chmod 755 "$ext/bin/skellint" ;;
    win32-x64) cp "$exe" "$ext/bin/skellint.exe" ;;
  esac
  (cd "$ext" && node_modules/.bin/vsce package --target "$target" \
     --out "$out/skellint-$target-$v.vsix" >"$out/.vsce.log" 2>&1) || { cat "$out/.vsce.log" >&2; exit 1; }
  rm -f "$out/.vsce.log"
  echo "$out/skellint-$target-$v.vsix"
done
