#!/bin/sh
# complete_test.sh SKELLINT — runs complete.test.lua (completion
# and the .cfg outline through the plugin) in a headless Neovim with no
# user configuration. Skips (77) when nvim is not installed (Debian: neovim).
set -u
. "$(dirname "$0")/lib.sh"
nvim_begin "$1"
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
nvim_lua complete.test.lua WORK="$w"
