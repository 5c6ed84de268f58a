#!/bin/sh
# run.sh BUILD SECONDS [TARGET...] — runs each libFuzzer target of BUILD
# (configured with -DSKELLINT_FUZZ=ON; `make fuzz` does it all) for SECONDS,
# one after the other (FUZZ_JOBS=N: in N lanes at once), and prints what
# each did. Default: every target.
#
# Per target, in BUILD/fuzz/:
#   seeds/<target>/   rebuilt on every run from tests/cases/ and the shared
#                     corpus (../shared/corpus, or $SKELLINT_CORPUS), never
#                     committed; check/fix seeds get the first byte that
#                     names their extension (fuzz.h), server seeds are made
#                     from tests/lib/fuzz/seeds/lsp/*.jsonl in both input forms
#   corpus/<target>/  what libFuzzer found interesting (kept between runs)
#   findings/         crash, leak, timeout and out-of-memory inputs
#   logs/<target>.log
# Exits 1 when any target reported a finding. Keep every finding as a
# regression case: tests/cases/<format>/ (README.md there).
set -u
if [ $# -lt 2 ]; then
  echo "usage: $0 BUILD SECONDS [TARGET...]" >&2
  exit 2
fi
build=$(cd "$1" && pwd)
seconds=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)
cases=$repo/tests/cases
shared=${SKELLINT_CORPUS:-$repo/../shared/corpus}
work=$build/fuzz
bins=$build/tests/lib/fuzz
mkdir -p "$work/findings" "$work/logs"

targets="$*"
if [ -z "$targets" ]; then
  targets=$(cd "$bins" && ls fuzz_* 2>/dev/null | grep -v '\.' | sort | tr '\n' ' ')
fi
if [ -z "$targets" ]; then
  echo "no fuzz targets in $bins: build them first (make fuzz)" >&2
  exit 2
fi

# Seeds larger than this slow every execution down more than they teach.
max_seed=524288

# copy_seeds DEST PREFIX_MODE FILE... — PREFIX_MODE "name" prefixes the
# byte naming the file's extension (the order of fuzz_names in fuzz.h).
copy_seeds() {
  dest=$1 mode=$2
  shift 2
  for f in "$@"; do
    [ -f "$f" ] || continue
    case $f in *.expected|*.args|*.md) continue ;; esac
    [ "$(wc -c <"$f")" -le $max_seed ] || continue
    out=$dest/$(echo "$f" | tr '/' '_')
    if [ "$mode" = name ]; then
      ext=$(echo "${f##*.}" | tr 'A-Z' 'a-z')
      case $ext in
        xsf) b=001 ;; xmf) b=002 ;; xaf) b=003 ;; bon) b=004 ;; dmx) b=005 ;;
        json) b=006 ;; txt) b=007 ;; *) b=000 ;;
      esac
      { printf "\\$b"; cat "$f"; } >"$out"
    else
      cp "$f" "$out"
    fi
  done
}

# magic_seeds DEST MAGIC FILE... — the files that start with MAGIC (a
# binary Cal3D type: CSF, CAF …), without those four bytes (the fuzz_csf …
# targets fix the magic themselves).
magic_seeds() {
  dest=$1 magic=$2
  shift 2
  for f in "$@"; do
    [ -f "$f" ] || continue
    [ "$(head -c 3 "$f")" = "$magic" ] || continue
    [ "$(wc -c <"$f")" -le $max_seed ] || continue
    tail -c +5 "$f" >"$dest/$(echo "$f" | tr '/' '_')"
  done
}

# lsp_seeds DEST FILE.jsonl... — both forms of fuzz_lsp.c: 0x01 + bodies
# joined by 0x1E, and 0x00 + the framed byte stream.
lsp_seeds() {
  dest=$1
  shift
  for f in "$@"; do
    base=$dest/$(basename "$f" .jsonl)
    { printf '\001'; sed '/^$/d' "$f" | tr '\n' '\036' | sed 's/\o036$//'; } >"$base.bodies"
    { printf '\000'
      LC_ALL=C awk '{ printf "Content-Length: %d\r\n\r\n%s", length($0), $0 }' "$f"; } >"$base.framed"
  done
}

# reparse_seeds DEST — fuzz_reparse.c's input: the format's index (its
# table), three edits (a few bytes deleted and pasted at a quarter, half
# and three quarters of the text), then a case or corpus file of it.
reparse_seeds() {
  dest=$1 i=0
  for fmt in xsf dashjson bon lgw bpstruct bpanim xmf xaf; do
    for f in "$cases/$fmt"/* "$shared/$fmt"/*; do
      [ -f "$f" ] || continue
      case $f in *.expected|*.args|*.md) continue ;; esac
      [ "$(wc -c <"$f")" -le $max_seed ] || continue
      { printf "\\00$i\\002"; printf '\100\000\003\005\200\000\000\020\300\000\010\000'
        cat "$f"; } >"$dest/$(echo "$f" | tr '/' '_')"
    done
    i=$((i + 1))
  done
}

cat "$here"/xsf.dict "$here"/bon.dict "$here"/dashjson.dict "$here"/dashbin.dict \
  "$here"/lgw.dict "$here"/bonespro.dict >"$work/all.dict"
cat "$here"/lsp.dict "$here"/xsf.dict >"$work/lsp_all.dict"

# run_target TARGET LANE — one target for SECONDS; its line goes to
# summary.LANE.
run_target() {
  t=$1 lane=$2
  bin=$bins/$t
  if [ ! -x "$bin" ]; then
    echo "$t: no such target in $bins" >&2
    printf '%-16s %8s %12s %10s  %s\n' "$t" 0 0 0 "FINDING: no such target" >>"$work/summary.$lane"
    return
  fi
  seeds=$work/seeds/$t
  rm -rf "$seeds"
  mkdir -p "$seeds" "$work/corpus/$t"
  fmt=${t#fuzz_}
  dict=""
  case $t in
    fuzz_check|fuzz_fix)
      copy_seeds "$seeds" name "$cases"/*/* "$shared"/*/*
      dict=$work/all.dict ;;
    fuzz_lsp)
      lsp_seeds "$seeds" "$here"/seeds/lsp/*.jsonl
      dict=$work/lsp_all.dict ;;
    fuzz_reparse)
      reparse_seeds "$seeds"
      dict=$work/all.dict ;;
    fuzz_xsf)
      copy_seeds "$seeds" raw "$cases"/xsf/* "$shared"/xsf/* "$shared"/xmf/* "$shared"/xaf/* "$shared"/misc/*
      dict=$here/xsf.dict ;;
    fuzz_cal3d-binary)
      # All five types: the generated cases and the corpus's binary files.
      copy_seeds "$seeds" raw "$cases"/cal3d-binary/* "$cases"/csf/* "$cases"/caf/* \
        "$cases"/cmf/* "$cases"/crf/* "$cases"/cpf/* "$shared"/models/*/*.csf \
        "$shared"/models/*/*.caf "$shared"/models/*/*.CAF "$shared"/models/*/*.cmf "$shared"/misc/*
      dict=$here/cal3d-binary.dict ;;
    fuzz_csf|fuzz_caf|fuzz_cmf|fuzz_crf|fuzz_cpf)
      # One binary Cal3D type, its magic fixed: its cases and the corpus's
      # files of that type, whatever their names.
      magic_seeds "$seeds" "$(echo "$fmt" | tr 'a-z' 'A-Z')" "$cases/$fmt"/* \
        "$cases"/cal3d-binary/* "$shared"/models/*/* "$shared"/misc/*
      dict=$here/cal3d-binary.dict ;;
    *)
      # bon, dashjson, dashbin, lgw, bpstruct, bpanim (one BonesPro dict);
      # a new format: its cases and shared corpus folder are picked up,
      # add a <format>.dict here.
      copy_seeds "$seeds" raw "$cases/$fmt"/* "$shared/$fmt"/*
      dname=$fmt
      case $fmt in bpstruct|bpanim) dname=bonespro ;; esac
      [ -f "$here/$dname.dict" ] && dict=$here/$dname.dict ;;
  esac
  [ "$(ls "$seeds" | wc -l)" -gt 0 ] || printf 'x' >"$seeds/empty"
  log=$work/logs/$t.log
  start=$(date +%s)
  "$bin" "$work/corpus/$t" "$seeds" ${dict:+-dict="$dict"} \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="$work/findings/$t-" -print_final_stats=1 >"$log" 2>&1
  rc=$?
  took=$(( $(date +%s) - start ))
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
  result=ok
  if grep -q 'nothing to fuzz' "$log"; then
    result="skipped: $(grep 'nothing to fuzz' "$log" | head -n 1)"
  elif [ $rc -ne 0 ]; then
    result="FINDING (exit $rc): $(grep -m1 -E 'ERROR:|invariant broken|SUMMARY' "$log")"
  fi
  printf '%-16s %8s %12s %10s  %s\n' "$t" "$took" "${execs:-0}" "${rate:-0}" "$result" >>"$work/summary.$lane"
  tail -n 1 "$work/summary.$lane"
}

# FUZZ_JOBS=N runs the targets in N lanes at once (one core each).
jobs=${FUZZ_JOBS:-1}
rm -f "$work"/summary.*
i=0
for t in $targets; do
  l=$((i % jobs))
  eval "lane_$l=\"\${lane_$l:-} $t\""
  i=$((i + 1))
done
l=0
while [ $l -lt "$jobs" ]; do
  eval "these=\${lane_$l:-}"
  ( for t in $these; do run_target "$t" "$l"; done ) &
  l=$((l + 1))
done
wait
printf '%-16s %8s %12s %10s  %s\n' target seconds executions exec/s result >"$work/summary.txt"
cat "$work"/summary.[0-9]* >>"$work/summary.txt" 2>/dev/null
rm -f "$work"/summary.[0-9]*
status=0
grep -q FINDING "$work/summary.txt" && status=1
echo "== summary ($work/summary.txt; logs in $work/logs, findings in $work/findings)"
cat "$work/summary.txt"
exit $status
