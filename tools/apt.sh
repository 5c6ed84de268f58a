#!/bin/sh
# apt.sh ARG... — apt-get ARG... (tools/setup.sh, tools/deps/setup.sh) that
# waits, up to 10 minutes, while another package manager holds apt's or
# dpkg's locks (unattended-upgrades on a fresh machine) instead of failing
# at once with "Could not get lock". DPkg::Lock::Timeout makes apt-get wait
# for dpkg's lock; `apt-get update` ignores it for the lock of the package
# lists (apt 2.6), so a run that failed on a lock is tried again every 5
# seconds (tests/cli/apt_wait_test.sh).
set -u
tries=120
err=$(mktemp)
trap 'rm -f "$err"' EXIT
while :; do
  apt-get -o DPkg::Lock::Timeout=600 "$@" 2>"$err"
  rc=$?
  if [ $rc -ne 0 ] && [ $tries -gt 0 ] && grep -q 'Could not get lock' "$err"; then
    [ $tries -eq 120 ] && echo "apt is busy (another package manager is running): waiting for it" >&2
    tries=$((tries - 1))
    sleep 5
    continue
  fi
  cat "$err" >&2
  exit $rc
done
