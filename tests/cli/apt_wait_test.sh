#!/bin/sh
# apt_wait_test.sh — tools/apt.sh, the apt-get of tools/setup.sh and
# tools/deps/setup.sh, waits while another process holds apt's lock (as
# unattended-upgrades does on a fresh machine) and succeeds once it is
# released; a plain apt-get fails at once. The lock is that of a private
# package-list directory (apt-get update with no sources fetches nothing),
# so the machine's apt is not touched. Skips (77) without apt-get, python3,
# or as a user who cannot run apt-get update.
set -u
src=$(cd "$(dirname "$0")/../.." && pwd)
for t in apt-get python3; do
  command -v $t >/dev/null 2>&1 || { echo "SKIP: no $t"; exit 77; }
done
[ "$(id -u)" -eq 0 ] || { echo "SKIP: apt-get update needs root"; exit 77; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/lists/partial" "$tmp/parts"
set -- -o Dir::State::Lists="$tmp/lists" -o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts="$tmp/parts" update
apt-get "$@" >/dev/null 2>&1 || { echo "SKIP: apt-get update with a private list directory fails here"; exit 77; }
# Holds the lock (apt's fcntl lock) for 3 seconds, from a child process.
python3 - "$tmp/lists/lock" "$tmp/held" <<'PY' &
import fcntl, sys, time
f = open(sys.argv[1], "w"); fcntl.lockf(f, fcntl.LOCK_EX)
open(sys.argv[2], "w").close()
time.sleep(3)
PY
holder=$!
while [ ! -f "$tmp/held" ]; do sleep 0.1; done
failures=0
if apt-get "$@" >/dev/null 2>"$tmp/plain"; then
  echo "FAIL: plain apt-get did not meet the lock (the test holds nothing?)"; failures=1
fi
"$src/tools/apt.sh" "$@" >/dev/null 2>"$tmp/err"; rc=$?
wait $holder
if [ $rc -ne 0 ]; then echo "FAIL: tools/apt.sh gave up on a held lock (exit $rc):"; cat "$tmp/err"; failures=1; fi
grep -q 'waiting' "$tmp/err" || { echo "FAIL: tools/apt.sh did not say it was waiting"; cat "$tmp/err"; failures=1; }
[ $failures -eq 0 ] || exit 1
echo "ok: tools/apt.sh waited for the lock ($(head -n 1 "$tmp/err"))"
