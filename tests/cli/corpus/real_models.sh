#!/bin/sh
# real_models.sh SKELLINT — whole Cal3D characters from ../shared/corpus,
# checked as one: Piavca's Bill (its own bill.cfg, XSF skeleton, XMF mesh,
# eleven XRF materials, a binary CAF) and delta3d's Gina (skeleton, two meshes
# and three animations, bound by a model file this test writes). Each checks
# clean, both as the .cfg and as its folder; then copies with one influence
# naming a bone the skeleton lacks, one track naming one, and a .cfg line
# naming a missing file are reported at the exact lines, both ways.
# Skips (exit 77) with a message when the corpus is absent.
set -u
SK=$1
case $SK in /*) ;; *) SK=$(pwd)/$SK ;; esac
here=$(cd "$(dirname "$0")" && pwd)
C=${SKELLINT_CORPUS:-$here/../../../../shared/corpus}
if [ ! -d "$C/models/piavca_bill" ] || [ ! -f "$C/xsf/delta3d_Gina_Skeleton.xsf" ]; then
  echo "SKIP: no corpus models at $C (set SKELLINT_CORPUS)"; exit 77
fi
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }

# check WHAT: runs skellint on WHAT inside the current folder.
check() { NO_COLOR=1 "$SK" check --no-fold "$1" >"$T/out" 2>"$T/err"; rc=$?; }
clean() { # WHAT
  check "$1"
  if [ $rc -ne 0 ] || grep -qE ': (error|warning): ' "$T/out"; then
    bad "$(pwd | sed "s|$T/||") $1 should check clean (exit $rc):"; cat "$T/out" "$T/err"
  else echo "ok: $(basename "$(pwd)") $1 is clean"; fi
}
has() { # TEXT
  grep -qF -- "$1" "$T/out" || { bad "expected: $1"; sed 's/^/    got: /' "$T/out"; }
}

# --- Bill, as Piavca ships it ---
mkdir "$T/bill"
cp "$C"/models/piavca_bill/* "$T/bill/"
cd "$T/bill" || exit 1
clean bill.cfg
clean .
check .
grep -q "actions.CAF" "$T/out" && bad "the binary actions.CAF must not be reported as misnamed"

# A mesh influence on bone 40 (Bill has 30 bones), a missing mesh line.
sed -i '7s/<INFLUENCE ID="25">/<INFLUENCE ID="40">/' Bill_newmaterial.xmf
printf 'mesh=bill_hat.xmf\n' >> bill.cfg
for what in bill.cfg .; do
  check $what
  [ $rc -eq 1 ] || bad "bill $what: exit $rc, expected 1"
  has "Bill_newmaterial.xmf:7:28: error: vertex 0 of submesh 0 gives a weight to bone 40, but skeleton 'bill.xsf' has 30 bones; expected a bone ID from 0 to 29"
  has "bill.cfg:22:6: error: mesh 'bill_hat.xmf' is not there"
  [ "$(grep -c ': error: ' "$T/out")" = 2 ] || { bad "bill $what: exactly two errors expected"; cat "$T/out"; }
done

# --- Gina: delta3d's files, bound by a model file written here ---
mkdir "$T/gina"
cd "$T/gina" || exit 1
cp "$C/xsf/delta3d_Gina_Skeleton.xsf" Gina.xsf
cp "$C/xmf/delta3d_Gina_meshes_Eyebrows.xmf" Eyebrows.xmf
cp "$C/xmf/delta3d_Gina_meshes_Shirt.xmf" Shirt.xmf
cp "$C/xaf/delta3d_Gina_animations_Walk.xaf" Walk.xaf
cp "$C/xaf/delta3d_Gina_poses_EyeLeftDown.xaf" EyeLeftDown.xaf
printf 'skeleton=Gina.xsf\nmesh=Eyebrows.xmf\nmesh=Shirt.xmf\nanimation=Walk.xaf\nanimation=EyeLeftDown.xaf\n' > gina.cfg
clean gina.cfg
clean .
# A track for bone 23 (Gina has 23 bones: 0 to 22), an animation that is not there.
sed -i '2s/<TRACK BONEID="0"/<TRACK BONEID="23"/' Walk.xaf
printf 'animation=Run.xaf\n' >> gina.cfg
for what in gina.cfg .; do
  check $what
  [ $rc -eq 1 ] || bad "gina $what: exit $rc, expected 1"
  has "Walk.xaf:2:20: error: track 0 is for bone 23, but skeleton 'Gina.xsf' has 23 bones; expected a bone ID from 0 to 22"
  has "gina.cfg:6:11: error: animation 'Run.xaf' is not there"
done
# Checked alone, the animation is checked in the character of the .cfg of
# its folder (as in a walk of the folder and in the editor): the same SK110.
check Walk.xaf
has "Walk.xaf:2:20: error: track 0 is for bone 23, but skeleton 'Gina.xsf' has 23 bones"
# Elsewhere, with no skeleton known, it has no cross-file finding.
mkdir alone && cp Walk.xaf alone/
check alone/Walk.xaf
grep -qF "[SK110 " "$T/out" && bad "Walk.xaf alone must not report SK110"
# ... and with --skeleton it has.
NO_COLOR=1 "$SK" check --no-fold --skeleton Gina.xsf Walk.xaf >"$T/out" 2>&1
has "Walk.xaf:2:20: error: track 0 is for bone 23"

[ $fail -eq 0 ] && echo "real models: all checks passed"
exit $fail
