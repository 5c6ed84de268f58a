#!/bin/sh
# nvim_test.sh SKELLINT [BON_PARSER.so] — runs nvim/plugin.test.lua in a
# headless Neovim with no user configuration (editors/nvim on the
# runtimepath). Skips (77) when nvim is not installed (Debian: neovim).
set -u
if ! command -v nvim >/dev/null 2>&1; then
  echo "SKIP: nvim not found (apt-get install neovim, or tools/setup.sh --test)"; exit 77
fi
root=$(cd "$(dirname "$0")/../.." && pwd)
sk=$1
case $sk in /*) ;; *) sk=$(pwd)/$sk ;; esac
parser=${2:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/work"
cp "$root/tests/editors/fixtures/broken.xsf" "$root"/tests/editors/fixtures/samples/* "$tmp/work/"
printf 'Shopping list\n2\n3\n' >"$tmp/work/notes.txt"
# Every other format the server reads (issue 23), in a folder of their own;
# the .cfg names files of parts/.
c=$root/tests/cases
mkdir "$tmp/work/cases" "$tmp/work/model"
cp "$c/xpf/SK107-numtracks-too-high.xpf" "$c/xrf/SK408-wrong-magic.xrf" "$c/cal3dcfg/SK471-missing-mesh.cfg" \
   "$c/dashjson/SK002-out-of-range.json" "$tmp/work/cases/"
cp -r "$c/cal3dcfg/parts" "$tmp/work/cases/"
printf '{\n  "name": "not-a-skeleton",\n  "version": "1.0.0"\n}\n' >"$tmp/work/cases/package.json"
printf '[metadata]\nname = x\n' >"$tmp/work/cases/setup.cfg"
# A character whose skeleton another program rewrites (issue 23.7).
cp "$c/cal3dcfg/parts/skeleton.xsf" "$tmp/work/model/skeleton.xsf"
cp "$c/cal3dcfg/parts/body_stray.xmf" "$tmp/work/model/body.xmf"
printf 'skeleton=skeleton.xsf\nmesh=body.xmf\n' >"$tmp/work/model/model.cfg"
out=$(SKELLINT=$sk BON_PARSER=$parser WORK=$tmp/work PLUGIN=$root/editors/nvim HOME=$tmp \
  XDG_CONFIG_HOME=$tmp XDG_DATA_HOME=$tmp XDG_STATE_HOME=$tmp XDG_CACHE_HOME=$tmp \
  timeout 90 nvim --headless --clean -n -c "luafile $root/tests/editors/nvim/plugin.test.lua" 2>&1)
rc=$?
printf '%s\n' "$out"
[ $rc -eq 0 ] || { echo "FAIL: nvim exited with $rc"; exit 1; }
case $out in *"ok: "*) exit 0 ;; esac
echo "FAIL: no result from the Lua test"; exit 1
