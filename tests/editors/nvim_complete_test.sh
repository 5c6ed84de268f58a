#!/bin/sh
# nvim_complete_test.sh SKELLINT — runs nvim/complete.test.lua (completion
# and the .cfg outline through the plugin) in a headless Neovim with no
# user configuration. Skips (77) when nvim is not installed (Debian: neovim).
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
mkdir "$w"
cat >"$w/skeleton.xsf" <<'XSF'
<HEADER MAGIC="XSF" VERSION="919"/>
<SKELETON NUMBONES="2">
  <BONE ID="0" NAME="Root" NUMCHILDS="1">
    <PARENTID>-1</PARENTID>
    <CHILDID>1</CHILDID>
  </BONE>
  <BONE ID="1" NAME="Kid" NUMCHILDS="0">
    <PARENTID></PARENTID>
  </BONE>
</SKELETON>
XSF
printf '<HEADER MAGIC="XMF" VERSION="919"/>\n<MESH NUMSUBMESH="0">\n</MESH>\n' >"$w/body.xmf"
printf 'BoneFile : type separated : ver1001\r\nNAMEPART_START\r\n0001:Root\r\n0002:Kid\r\nNAMEPART_END\r\nTREEPART_START\r\n0001\r\nTREEPART_END\r\n' >"$w/bones.bon"
printf 'scale=1.0\nskeleton=skeleton.xsf\nmesh=body.xmf\n' >"$w/model.cfg"
out=$(SKELLINT=$sk WORK=$w PLUGIN=$root/editors/nvim HOME=$tmp \
  XDG_CONFIG_HOME=$tmp XDG_DATA_HOME=$tmp XDG_STATE_HOME=$tmp XDG_CACHE_HOME=$tmp \
  timeout 120 nvim --headless --clean -n -c "luafile $root/tests/editors/nvim/complete.test.lua" 2>&1)
rc=$?
printf '%s\n' "$out"
[ $rc -eq 0 ] || { echo "FAIL: nvim exited with $rc"; exit 1; }
case $out in *"ok: "*) exit 0 ;; esac
echo "FAIL: no result from the Lua test"; exit 1
