#!/bin/sh
# run_corpus.sh SKELLINT — the real files in ../shared/corpus (written by other
# people's tools and hands) under valgrind: no crash, leak, hang or I/O error,
# and what skellint reports on them is true (the facts of PROVENANCE.md).
# Skips (exit 77) with a message when the corpus is absent.
set -u
bin=$1
here=$(cd "$(dirname "$0")" && pwd)
corpus=${SKELLINT_CORPUS:-$here/../../../../shared/corpus}
if [ ! -d "$corpus" ]; then
  echo "SKIP: no corpus at $corpus (set SKELLINT_CORPUS)"; exit 77
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail=0
vg=""
if command -v valgrind >/dev/null 2>&1 && [ -z "${SKELLINT_NO_VALGRIND:-}" ]; then
  vg="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect"
else
  echo "note: valgrind not found; running without it"
fi

for dir in "$corpus"/*/; do
  name=$(basename "$dir")
  log="$out/$name.txt"
  # A directory walk: files of formats skellint does not know are skipped.
  timeout 600 $vg "$bin" check --no-fold --no-color "$dir" >"$log" 2>"$out/$name.err"
  rc=$?
  if [ $rc -gt 1 ]; then
    echo "FAIL: $name: exit $rc"; cat "$out/$name.err"; fail=1
  fi
done
cat "$out"/*.txt > "$out/all"

has() { grep -F "$1" "$out/all" | grep -qF "[$2 "; }
expect() { # FILE CODE
  if has "$1" "$2"; then echo "ok: $1 reports $2"; else echo "FAIL: $1 should report $2"; fail=1; fi
}
expect_not() {
  if has "$1" "$2"; then echo "FAIL: $1 must not report $2:"; grep -F "$1" "$out/all" | grep -F "[$2 "; fail=1
  else echo "ok: $1 has no $2"; fi
}
clean() { # no error or warning
  if grep -F "$1" "$out/all" | grep -qE ': (error|warning): '; then
    echo "FAIL: $1 should have no error or warning:"; grep -F "$1" "$out/all" | grep -E ': (error|warning): '; fail=1
  else echo "ok: $1 is clean"; fi
}

expect delta3d_PoseMeshMarine_Skeleton.XSF SK107
if grep -F delta3d_PoseMeshMarine_Skeleton.XSF "$out/all" | grep -F "[SK401 " | grep -q "25"; then
  echo "ok: PoseMeshMarine bone 25 NUMCHILDS"; else echo "FAIL: PoseMeshMarine bone 25 NUMCHILDS (SK401)"; fail=1; fi
expect mp3butcher_base.xsf SK107
expect mp3butcher_base.xsf SK305
expect_not mp3butcher_base.xsf SK001
expect_not triggerless_XAFLib_Skeleton.xsf SK001
for f in delta3d_Gina_Skeleton.xsf delta3d_Gina_Skeleton_pre2014-10.xsf \
         delta3d_YoungMan_Skeleton_Male_Average.xsf delta3d_YoungMan_Skeleton_Male_Average_pre2014-10.xsf \
         delta3d_YoungMan_African_Skeleton_Male_Average.xsf delta3d_YoungMan_African_Skeleton_Male_Average_pre2014-10.xsf \
         delta3d_YoungMan_Asian_Skeleton_Male_Average_pre2014-10.xsf; do
  clean "$f"
done
expect triggerless_rips_3204612_Smile.XPF SK006
expect triggerless_rips_40753990_le010.xaf SK006
# Cal3D meshes, animations, materials and model folders: clean, except the
# morph animation talking_head.xpf, whose DST_Head track has two keyframes
# at each of 341 times, 28 of them with different weights (a real defect:
# which one Cal3D plays depends on its insertion sort).
for f in "$corpus"/xmf/* "$corpus"/xaf/* "$corpus"/models/*/*.x?f "$corpus"/models/*/*.cfg; do
  clean "$(basename "$f")"
done
expect delta3d_tests_talking_head.xpf SK461
n=$(grep -F delta3d_tests_talking_head.xpf "$out/all" | grep -cF "[SK461 ")
[ "$n" = 28 ] && echo "ok: talking_head.xpf has 28 SK461" || { echo "FAIL: talking_head.xpf: $n SK461, expected 28"; fail=1; }
# Correctly named binary files are not misnamed.
for f in thug.csf thug_body.cmf thug_head.cmf thug_idle.caf actions.CAF; do expect_not "$f" SK006; done
# Every mesh influence and animation track names a bone of its model's
# skeleton (PROVENANCE.md), checked with --skeleton.
pair() { # SKELETON FILE...
  sk=$1; shift
  timeout 600 "$bin" check --no-fold --no-color --skeleton "$corpus/xsf/$sk" "$@" >"$out/pair" 2>&1
  if grep -qE "\[(SK204|SK110) " "$out/pair"; then
    echo "FAIL: a bone ID missing from $sk:"; grep -E "\[(SK204|SK110) " "$out/pair" | head -5; fail=1
  else echo "ok: $# files name only bones of $sk"; fi
}
pair delta3d_Gina_Skeleton.xsf "$corpus"/xmf/delta3d_Gina_* "$corpus"/xaf/delta3d_Gina_*
pair delta3d_PoseMeshMarine_Skeleton.XSF "$corpus"/xmf/delta3d_PoseMeshMarine_* "$corpus"/xaf/delta3d_PoseMeshMarine_*
pair delta3d_YoungMan_Skeleton_Male_Average.xsf "$corpus"/xmf/delta3d_YoungMan_meshes_* \
  "$corpus"/xaf/delta3d_YoungMan_animations_* "$corpus"/xaf/delta3d_YoungMan_poses_*
pair delta3d_YoungMan_Asian_Skeleton_Male_Average_pre2014-10.xsf "$corpus"/xaf/delta3d_YoungMan_Asian_*
pair mp3butcher_base.xsf "$corpus"/xmf/mp3butcher_base.xmf "$corpus"/xaf/mp3butcher_base.xaf
# No real XML file is a syntax error.
if grep -qF "[SK001 " "$out/all"; then echo "FAIL: SK001 on a real file:"; grep -F "[SK001 " "$out/all"; fail=1; fi
[ $fail -eq 0 ] && echo "corpus: all checks passed"
exit $fail
