#!/bin/sh
# npm_install.sh — installs the browser tests' package (playwright-core,
# package-lock.json; it drives Debian's chromium and downloads no browser)
# into tests/web/node_modules once; skips (77) without npm or network.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
[ -f "$here/node_modules/playwright-core/package.json" ] && exit 0
if ! command -v npm >/dev/null 2>&1; then
  echo "SKIP: npm not found; the browser tests will be skipped"
  exit 77
fi
cd "$here"
if ! PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error; then
  echo "SKIP: npm ci failed (no network?); the browser tests will be skipped"
  exit 77
fi
