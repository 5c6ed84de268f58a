#!/bin/sh
# plugin_test.sh SKELLINT [BON_PARSER.so] — runs plugin.test.lua in a
# headless Neovim with no user configuration (editors/nvim on the
# runtimepath). Skips (77) when nvim is not installed (Debian: neovim).
set -u
. "$(dirname "$0")/lib.sh"
nvim_begin "$1"
parser=${2:-}
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
nvim_timeout=90 nvim_lua plugin.test.lua BON_PARSER="$parser" WORK="$tmp/work"
