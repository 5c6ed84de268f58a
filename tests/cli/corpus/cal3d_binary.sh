#!/bin/sh
# cal3d_binary.sh SKELLINT — the binary Cal3D files of ../shared/corpus
# (docs/cal3d-binary.md) decode and check without false findings: the
# thug's CSF 910, CAF 910 and two CMF 910, Bill's CAF 1000, IMVU's CAF 919
# under an .xaf name (SK006, and one real SK302: its only rotation has
# length 1.0064, which Cal3D does not normalise) and IMVU's CPF 919 under
# an .XPF name (SK006 only). Then a copy of the thug whose first track
# names bone 99 is reported (SK110 through thug.cfg, at the track's bone
# ID), so is one whose head's first influence names bone 99 (SK204 through
# thug.cfg, at the influence's bone ID), and copies cut short are SK001,
# never a crash.
# Skips (exit 77) with a message when the corpus is absent.
set -u
SK=$1
case $SK in /*) ;; *) SK=$(pwd)/$SK ;; esac
here=$(cd "$(dirname "$0")" && pwd)
C=${SKELLINT_CORPUS:-$here/../../../../shared/corpus}
if [ ! -f "$C/models/cal3d_thug/thug.csf" ] || [ ! -f "$C/models/piavca_bill/actions.CAF" ]; then
  echo "SKIP: no binary Cal3D files in the corpus at $C (set SKELLINT_CORPUS)"; exit 77
fi
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }
codes() { NO_COLOR=1 "$SK" check --no-fold "$@" 2>&1 | sed -n 's/.*\[\(SK[0-9]*\) .*/\1/p' | sort | tr '\n' ' '; }

for f in models/cal3d_thug/thug.csf models/cal3d_thug/thug_idle.caf models/piavca_bill/actions.CAF \
         models/cal3d_thug/thug_head.cmf models/cal3d_thug/thug_body.cmf \
         models/cal3d_thug/thug.cfg models/piavca_bill/bill.cfg; do
  got=$(codes "$C/$f")
  [ -z "$got" ] && echo "ok: $f checks clean" || bad "$f: expected no finding, got $got"
done
x=misc/triggerless_rips_40753990_le010.xaf
if [ -f "$C/$x" ]; then
  got=$(codes "$C/$x")
  [ "$got" = "SK006 SK302 " ] && echo "ok: $x: SK006 SK302" || bad "$x: expected SK006 SK302, got $got"
fi
x=misc/triggerless_rips_3204612_Smile.XPF
if [ -f "$C/$x" ]; then
  got=$(codes "$C/$x")
  [ "$got" = "SK006 " ] && echo "ok: $x: SK006 only" || bad "$x: expected SK006, got $got"
fi
# The skeleton is decoded: 58 bones, 'Bip01' the root.
NO_COLOR=1 "$SK" tree "$C/models/cal3d_thug/thug.csf" > "$T/tree" 2>&1
grep -q 'cal3d-binary, 58 bones' "$T/tree" && grep -q '^\[0\] Bip01$' "$T/tree" &&
  echo "ok: thug.csf has 58 bones under Bip01" || { bad "thug.csf tree:"; head -3 "$T/tree"; }

# A planted defect: track 0 of the thug's idle names bone 99 (bytes 16-19).
mkdir "$T/thug"
cp "$C"/models/cal3d_thug/thug.cfg "$C"/models/cal3d_thug/thug.csf "$T/thug/"
for f in "$C"/models/cal3d_thug/*.cmf "$C"/models/cal3d_thug/*.xrf; do cp "$f" "$T/thug/"; done
python3 - "$C/models/cal3d_thug/thug_idle.caf" "$T/thug/thug_idle.caf" <<'PY'
import struct, sys
d = bytearray(open(sys.argv[1], 'rb').read())
assert struct.unpack_from('<i', d, 16)[0] == 0
struct.pack_into('<i', d, 16, 99)
open(sys.argv[2], 'wb').write(d)
PY
out=$(cd "$T/thug" && NO_COLOR=1 "$SK" check --no-fold thug.cfg 2>&1)
echo "$out" | grep -q '^thug_idle.caf:@0x10: error: .*bone 99.*\[SK110 ' &&
  echo "ok: a track naming bone 99 is SK110 at 0x10" || { bad "planted SK110 not reported:"; echo "$out"; }

# A planted defect: vertex 0 of the head's first influence names bone 99
# (bytes 88-91: 12 of header, 24 of submesh counts, 48 of the vertex's
# position, normal, collapse fields and two texture coordinates, its
# influence count).
rm "$T/thug/thug_idle.caf"
cp "$C/models/cal3d_thug/thug_idle.caf" "$T/thug/"
python3 - "$C/models/cal3d_thug/thug_head.cmf" "$T/thug/thug_head.cmf" <<'PY'
import struct, sys
d = bytearray(open(sys.argv[1], 'rb').read())
assert struct.unpack_from('<i', d, 84)[0] == 4 and struct.unpack_from('<i', d, 88)[0] == 8
struct.pack_into('<i', d, 88, 99)
open(sys.argv[2], 'wb').write(d)
PY
out=$(cd "$T/thug" && NO_COLOR=1 "$SK" check --no-fold thug.cfg 2>&1)
echo "$out" | grep -q '^thug_head.cmf:@0x58: error: .*bone 99, but skeleton .*\[SK204 ' &&
  [ "$(echo "$out" | grep -c '\[SK')" = 1 ] &&
  echo "ok: an influence naming bone 99 is SK204 at 0x58" || { bad "planted SK204 not reported:"; echo "$out"; }

# Cut short anywhere: SK001, exit 1, no crash.
for n in 11 100 4000; do
  head -c $n "$C/models/cal3d_thug/thug.csf" > "$T/cut.csf"
  NO_COLOR=1 "$SK" check "$T/cut.csf" > "$T/out" 2>&1; rc=$?
  [ $rc -eq 1 ] && grep -q 'SK001' "$T/out" && echo "ok: thug.csf cut at $n: SK001" ||
    { bad "thug.csf cut at $n (exit $rc):"; cat "$T/out"; }
done
for n in 9 40 5000 81311; do
  head -c $n "$C/models/cal3d_thug/thug_head.cmf" > "$T/cut.cmf"
  NO_COLOR=1 "$SK" check "$T/cut.cmf" > "$T/out" 2>&1; rc=$?
  [ $rc -eq 1 ] && grep -q 'SK001' "$T/out" && echo "ok: thug_head.cmf cut at $n: SK001" ||
    { bad "thug_head.cmf cut at $n (exit $rc):"; cat "$T/out"; }
done
exit $fail
