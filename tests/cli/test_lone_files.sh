#!/bin/sh
# test_lone_files.sh SKELLINT — a Cal3D file given by itself is checked in
# the character of the .cfg of its folder (issue 23: what `check folder/`
# and the editor report for it, as pre-commit passes single files); a
# skeleton given brings its character's other files, whose findings against
# it are reported, never written; --only-given leaves them out.
. "$(dirname "$0")/lib.sh"
P=$(cd "$(dirname "$0")/../cases/cal3dcfg/parts" && pwd)
M=$TMP/model
mkdir -p "$M/.git"
cp "$P/skeleton.xsf" "$P/body_stray.xmf" "$P/walk.xaf" "$M/"
printf 'skeleton=skeleton.xsf\nmesh=body_stray.xmf\nanimation=walk.xaf\n' >"$M/model.cfg"
cd "$M" || exit 1

run "$SK" check --no-config .
expect_rc 1 "the folder"
grep '^body_stray.xmf:' "$TMP/out" >"$TMP/folder"
[ -s "$TMP/folder" ] || fail "the folder's check reports the mesh (SK204)"
run "$SK" check --no-config body_stray.xmf
expect_rc 1 "the mesh alone"
grep '^body_stray.xmf:' "$TMP/out" >"$TMP/alone"
cmp -s "$TMP/folder" "$TMP/alone" || { fail "the mesh alone reports otherwise than in its folder"; diff "$TMP/folder" "$TMP/alone"; }
expect_no_out "model.cfg:"
expect_no_out "skeleton.xsf:"

# The skeleton given: the mesh's findings against it are reported.
run "$SK" check --no-config skeleton.xsf
expect_rc 1 "the skeleton alone, with its character's files"
expect_out "body_stray.xmf:15:22: error:"
expect_out "[SK204 unknown-influence-bone]"
run "$SK" check --no-config --only-given skeleton.xsf
expect_rc 0 "--only-given"
expect_no_out "body_stray.xmf"
cp body_stray.xmf "$TMP/mesh.orig"
run "$SK" check --no-config --fix --unsafe-fixes skeleton.xsf
cmp -s body_stray.xmf "$TMP/mesh.orig" || fail "--fix wrote a file that was not given"
finish
