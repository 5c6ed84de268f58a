#!/bin/sh
# render_tree_test.sh SKELLINT — runs render_tree.test.lua
# (:SkellintRender and :SkellintTree, issue 35.3) in a headless Neovim with
# no user configuration, in a scratch folder: an XSF and a .bon of
# tests/, a character (.cfg, skeleton, mesh, animation), a text file, a
# .skellint.json, and view.sh, the viewer, which copies the SVG it is
# given. Skips (77) when nvim is not installed (Debian: neovim).
set -u
. "$(dirname "$0")/lib.sh"
nvim_begin "$1"
w=$tmp/work
mkdir -p "$w/rig" "$w/char"
c=$root/tests/cases
cp "$c/xsf/SK102-child-before-parent.xsf" "$w/rig/Skeleton.xsf"
cp "$root/tests/editors/nvim/sample.bon" "$w/rig/sample.bon"
cp "$c/cal3dcfg/parts/skeleton.xsf" "$c/cal3dcfg/parts/body.xmf" "$c/cal3dcfg/parts/walk.xaf" "$w/char/"
printf 'skeleton=skeleton.xsf\nmesh=body.xmf\nanimation=walk.xaf\n' >"$w/char/model.cfg"
printf 'Shopping list\n2\n3\n' >"$w/notes.txt"
cp "$c/cal3dcfg/parts/body.xmf" "$w/lonely.xmf"
# Applies to rig/Skeleton.xsf through a glob relative to this folder.
printf '{"overrides": [{"files": "rig/*.xsf", "severity": {"SK102": "off"}}]}\n' >"$w/.skellint.json"
printf '#!/bin/sh\ncp "$1" "%s/seen.svg" && : >"%s/seen.svg.done"\n' "$w" "$w" >"$w/view.sh"
chmod +x "$w/view.sh"
cd "$w" && nvim_lua render_tree.test.lua WORK="$w"
