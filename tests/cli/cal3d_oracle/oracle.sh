#!/bin/sh
# oracle.sh SKELLINT — Cal3D's own library (Debian's libcal3d, mainline
# 0.11.0) as the judge of the binary decoders:
#  1. every generated binary case of a version mainline reads (not IMVU's
#     911–999, not above 1100) that Cal3D loads gets no SK001 from
#     skellint ("a finding on a file that loads fine") but one about a file
#     that ends early (Cal3D's stream reader then fills in garbage: loading
#     is not loading fine); and, when skellint decodes it whole, the XML
#     `skellint show` prints loads in Cal3D to the same model as the binary
#     does (both written back as XML by Cal3D's saver and compared by
#     tests/cli/cal3d_oracle/same_as_xml.py): the binary loader's turning round
#     of faces and the sorting of keyframes by time are in the comparison;
#  2. a real model (../shared/corpus/models/cal3d_thug, when present): its
#     binary skeleton, meshes and animation (and piavca_bill's version 1000
#     animation), converted to XML by Cal3D, are the model `skellint show`
#     prints, word for word; its XML
#     materials converted to binary by Cal3D read back the same.
# Skipped (77) without g++ or libcal3d12-dev (tools/setup.sh --test).
set -u
SK=$1
HERE=$(cd "$(dirname "$0")" && pwd)
CASES=$HERE/../../cases
CORPUS=$HERE/../../../../shared/corpus/models/cal3d_thug
command -v g++ >/dev/null 2>&1 && pkg-config --exists cal3d 2>/dev/null ||
  { echo "SKIP: g++ or libcal3d12-dev not installed (tools/setup.sh --test)"; exit 77; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
g++ -O1 -o "$TMP/cal3d_convert" "$HERE/cal3d_convert.cpp" $(pkg-config --cflags --libs cal3d) ||
  { echo "FAIL: cannot build cal3d_convert"; exit 1; }
# Cal3D allocates from the counts it reads (an absurd count: gigabytes, or
# minutes of constructing elements): each run gets 2 GB of address space
# and 10 s; running out of either is Cal3D not loading the file.
printf '#!/bin/sh\nulimit -v 2000000\nexec timeout 10 "%s" "$@"\n' "$TMP/cal3d_convert" > "$TMP/convert"
chmod +x "$TMP/convert"
CONVERT=$TMP/convert
fails=0 loaded=0 refused=0 compared=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
xml_of() { case $1 in csf) echo xsf ;; cmf) echo xmf ;; caf) echo xaf ;; crf) echo xrf ;; esac; }

for kind in csf cmf caf crf; do
  for f in "$CASES/$kind"/*."$kind"; do
    [ -f "$f" ] || continue
    version=$(od -An -tu4 -j4 -N4 "$f" | tr -d ' ')
    [ -n "$version" ] || continue
    if [ "$version" -ge 911 ] && [ "$version" -le 999 ]; then continue; fi  # IMVU's lineage
    [ "$version" -le 1100 ] || continue
    x=$(xml_of $kind)
    # Cal3D may crash on what it does not check (a parent past the end): only
    # a clean load (exit 0) counts as loading.
    name=${f##*/}
    if ! "$CONVERT" "$f" "$TMP/cal.$x" >/dev/null 2>&1; then
      # Refused (or crashed): skellint must say so with an error. But a
      # CAF of version 1100 with the flags word: Cal3D's source today
      # writes and reads it, the 0.11.0 release (this library) cannot.
      if [ $kind = caf ] && [ "$version" -eq 1100 ]; then refused=$((refused + 1)); continue; fi
      grep -q ": error: " "${f%.*}.expected" ||
        fail "$kind/$name: Cal3D does not load it, but skellint reports no error"
      refused=$((refused + 1))
      continue
    fi
    loaded=$((loaded + 1))
    if grep "error: .*\[SK001 " "${f%.*}.expected" | grep -v "error: truncated: " | grep -q .; then
      fail "$kind/$name: Cal3D loads it, but skellint reports SK001: $(grep "SK001" "${f%.*}.expected" | head -1)"
      continue
    fi
    "$SK" show "$f" > "$TMP/ours.$x" 2>/dev/null || continue  # not decodable whole: SK003 and such
    # A non-finite float (SK003 in both forms) has no XML text Cal3D's
    # stream reader takes: it reads 'nan' as 0. A name holding U+FFFE or
    # U+FFFF has none either (XML cannot hold them: show writes '?').
    if grep -qwE "nan|-?inf" "$TMP/ours.$x" || LC_ALL=C grep -qP '\xef\xbf[\xbe\xbf]' "$f"; then
      continue
    fi
    compared=$((compared + 1))
    if ! "$CONVERT" "$TMP/ours.$x" "$TMP/cal-of-ours.$x" >/dev/null 2>&1; then
      fail "$kind/$name: Cal3D loads the binary but not the XML skellint show prints"
    elif ! out=$(python3 "$HERE/same_as_xml.py" "$TMP/cal.$x" "$TMP/cal-of-ours.$x"); then
      fail "$kind/$name: Cal3D loads skellint show's XML to another model than the binary: $out"
    fi
  done
done
[ $loaded -ge 20 ] && [ $compared -ge 20 ] ||
  fail "only $loaded generated cases loaded by Cal3D, $compared compared: the oracle is not running"
echo "generated cases: $loaded loaded by Cal3D ($compared compared with Cal3D's XML), $refused refused"

if [ -d "$CORPUS" ]; then
  for p in thug.csf:xsf thug_body.cmf:xmf thug_head.cmf:xmf thug_idle.caf:xaf \
           ../piavca_bill/actions.CAF:xaf; do
    bin=${p%%:*} x=${p##*:}
    [ -f "$CORPUS/$bin" ] || { fail "$bin is not in the corpus"; continue; }
    "$CONVERT" "$CORPUS/$bin" "$TMP/cal.$x" || { fail "Cal3D cannot load $bin"; continue; }
    "$SK" show "$CORPUS/$bin" > "$TMP/ours.$x" || { fail "skellint show $bin"; continue; }
    out=$(python3 "$HERE/same_as_xml.py" "$TMP/cal.$x" "$TMP/ours.$x") ||
      fail "$bin: skellint show differs from Cal3D's XML of it: $out"
  done
  # The skeleton's bones as skellint reads them from the binary and from
  # Cal3D's XML of it: the same names and parents.
  "$CONVERT" "$CORPUS/thug.csf" "$TMP/thug.xsf" >/dev/null
  "$SK" tree "$CORPUS/thug.csf" | tail -n +2 > "$TMP/tree-bin"
  "$SK" tree "$TMP/thug.xsf" | tail -n +2 > "$TMP/tree-xml"
  cmp -s "$TMP/tree-bin" "$TMP/tree-xml" || fail "thug.csf and Cal3D's thug.xsf give other bones: $(diff "$TMP/tree-bin" "$TMP/tree-xml" | head -5)"
  [ "$(wc -l < "$TMP/tree-bin")" -ge 58 ] || fail "thug's tree has $(wc -l < "$TMP/tree-bin") lines"
  for m in thug_body thug_head; do
    "$CONVERT" "$CORPUS/$m.xrf" "$TMP/$m.crf" || { fail "Cal3D cannot convert $m.xrf"; continue; }
    "$CONVERT" "$TMP/$m.crf" "$TMP/$m.cal.xrf" || { fail "Cal3D cannot read back $m.crf"; continue; }
    "$SK" show "$TMP/$m.crf" > "$TMP/$m.ours.xrf" || { fail "skellint show $m.crf"; continue; }
    out=$(python3 "$HERE/same_as_xml.py" "$TMP/$m.cal.xrf" "$TMP/$m.ours.xrf") ||
      fail "$m.crf (written by Cal3D): skellint show differs: $out"
    "$SK" check "$TMP/$m.crf" > "$TMP/out" || fail "$m.crf written by Cal3D has findings: $(cat "$TMP/out")"
  done
  echo "real model: thug's skeleton, meshes, animation and materials agree with Cal3D"
else
  echo "note: ../shared/corpus not found, the real model part is skipped"
fi
[ $fails -eq 0 ] || { echo "$fails failure(s)"; exit 1; }
echo "ok"
