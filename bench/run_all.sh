#!/bin/sh
# run_all.sh SKELLINT BENCHDIR — runs every bench/bench_*.sh in turn.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
for b in "$here"/bench_*.sh; do
  echo "== $(basename "$b")"
  sh "$b" "$1" "$2"
done
