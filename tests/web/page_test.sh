#!/bin/sh
# page_test.sh SKELLINT [SCRIPT] — runs SCRIPT (default page.test.js: the
# web page in headless Chromium, compared with the native CLI SKELLINT);
# skips (77) with the reason when node is missing (page.test.js itself
# skips without chromium, playwright-core or build-web/site).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if ! command -v node >/dev/null 2>&1; then
  echo "SKIP: node not found (apt-get install nodejs npm)"
  exit 77
fi
exec timeout 900 node "$here/${2:-page.test.js}" "$1"
