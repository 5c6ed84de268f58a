#!/bin/sh
# A model folder of 100 files (a skeleton, 60 meshes, 39 animations) and
# the .cfg that binds them: checking the folder or the .cfg, with one job
# or two, opens every file exactly once (the skeleton is checked once and
# shared by every mesh and animation; the .cfg is read once although it is
# both a file of the folder and the character's list). Skipped without strace.
. "$(dirname "$0")/lib.sh"
command -v strace >/dev/null 2>&1 || { echo "SKIP: strace not found"; exit 77; }
P=$(cd "$FIX/../../cases/cal3dcfg/parts" && pwd)
M="$TMP/model"
mkdir "$M"
cp "$P/skeleton.xsf" "$M/skeleton.xsf"
echo "skeleton=skeleton.xsf" > "$M/model.cfg"
i=0
while [ $i -lt 60 ]; do cp "$P/body.xmf" "$M/mesh$i.xmf"; echo "mesh=mesh$i.xmf" >> "$M/model.cfg"; i=$((i + 1)); done
i=0
while [ $i -lt 39 ]; do cp "$P/walk.xaf" "$M/anim$i.xaf"; echo "animation=anim$i.xaf" >> "$M/model.cfg"; i=$((i + 1)); done
# One mesh with a bone the skeleton lacks: the character is really checked.
cp "$P/body_stray.xmf" "$M/mesh7.xmf"

for what in "$M" "$M/model.cfg"; do
  for jobs in 1 2; do
    strace -f -qq -e trace=open,openat -o "$TMP/trace" "$SK" check -j $jobs "$what" > "$TMP/out" 2>&1
    rc=$?
    [ $rc = 1 ] || { fail "check -j $jobs $what: exit $rc, expected 1"; cat "$TMP/out"; }
    grep -q "mesh7.xmf:15:22: error: .*bone 7, but skeleton" "$TMP/out" || fail "check -j $jobs $what: no SK204 in mesh7.xmf"
    # Successful opens of each file of the folder.
    grep -v ' = -1 ' "$TMP/trace" | grep -o "\"$M/[^\"]*\"" | sort | uniq -c > "$TMP/opens"
    n=$(wc -l < "$TMP/opens")
    [ "$n" = 101 ] || { fail "check -j $jobs $what: $n files opened, expected 101"; cat "$TMP/opens"; }
    if awk '$1 != 1' "$TMP/opens" | grep -q .; then
      fail "check -j $jobs $what: files opened more than once:"; awk '$1 != 1' "$TMP/opens"
    fi
  done
done
finish
