#!/bin/sh
# nvim_render_tree_test.sh SKELLINT — runs nvim/render_tree.test.lua
# (:SkellintRender and :SkellintTree, issue 35.3) in a headless Neovim with
# no user configuration, in a scratch folder: an XSF and a .bon of
# tests/, a character (.cfg, skeleton, mesh, animation), a text file, a
# .skellint.json, and view.sh, the viewer, which copies the SVG it is
# given. Skips (77) when nvim is not installed (Debian: neovim).
set -u
if ! command -v nvim >/dev/null 2>&1; then
  echo "SKIP: nvim not found (apt-get install neovim, or tools/setup.sh --test)"; exit 77
fi
root=$(cd "$(dirname "$0")/../.." && pwd)
sk=$1
case $sk in /*) ;; *) sk=$(pwd)/$sk ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
w=$tmp/work
mkdir -p "$w/rig" "$w/char"
c=$root/tests/cases
cp "$c/xsf/SK102-child-before-parent.xsf" "$w/rig/Skeleton.xsf"
cp "$root/tests/nvim/sample.bon" "$w/rig/sample.bon"
cp "$c/cal3dcfg/parts/skeleton.xsf" "$c/cal3dcfg/parts/body.xmf" "$c/cal3dcfg/parts/walk.xaf" "$w/char/"
printf 'skeleton=skeleton.xsf\nmesh=body.xmf\nanimation=walk.xaf\n' >"$w/char/model.cfg"
printf 'Shopping list\n2\n3\n' >"$w/notes.txt"
cp "$c/cal3dcfg/parts/body.xmf" "$w/lonely.xmf"
# Applies to rig/Skeleton.xsf through a glob relative to this folder.
printf '{"overrides": [{"files": "rig/*.xsf", "severity": {"SK102": "off"}}]}\n' >"$w/.skellint.json"
printf '#!/bin/sh\ncp "$1" "%s/seen.svg" && : >"%s/seen.svg.done"\n' "$w" "$w" >"$w/view.sh"
chmod +x "$w/view.sh"
out=$(cd "$w" && SKELLINT=$sk WORK=$w PLUGIN=$root/editors/nvim HOME=$tmp \
  XDG_CONFIG_HOME=$tmp XDG_DATA_HOME=$tmp XDG_STATE_HOME=$tmp XDG_CACHE_HOME=$tmp \
  timeout 120 nvim --headless --clean -n -c "luafile $root/tests/editors/nvim/render_tree.test.lua" 2>&1)
rc=$?
printf '%s\n' "$out"
[ $rc -eq 0 ] || { echo "FAIL: nvim exited with $rc"; exit 1; }
case $out in *"ok: "*) exit 0 ;; esac
echo "FAIL: no result from the Lua test"; exit 1
