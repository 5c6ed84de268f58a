#!/bin/sh
# bon_real_files.sh SKELLINT — every RokDeBone2 file in ../shared/corpus/bon
# (written by RokDeBone2 itself) must check clean: no diagnostic at all,
# exit 0. Skips (77) when the corpus is absent.
set -u
here=$(cd "$(dirname "$0")" && pwd)
dir=${SKELLINT_CORPUS:-$here/../../../../shared/corpus}/bon
if [ ! -d "$dir" ]; then echo "SKIP: no $dir (set SKELLINT_CORPUS)"; exit 77; fi
status=0
for f in "$dir"/*.bon; do
  out=$("$1" check --no-fold --no-color "$f" 2>&1)
  rc=$?
  if [ $rc -ne 0 ] || printf '%s\n' "$out" | grep -q '\[SK'; then
    echo "FAIL: $f (exit $rc):"; printf '%s\n' "$out"; status=1
  else
    echo "ok: $f"
  fi
done
exit $status
