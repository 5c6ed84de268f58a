#!/bin/sh
# bench_web.sh SKELLINT BENCHDIR — the page (build-web/site, `make web`) in
# headless Chromium: the longest pause of the page's thread and the time to
# the findings for a 10 and a 40 MB .bon line, 400 and 1,600 files, folders
# 150 and 600 deep, beside the native CLI on the same files (web_page.js).
# Skips with a message without Chromium, playwright-core or the site.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
site=${SKELLINT_WEB_SITE:-$here/../build-web/site}
echo "## The page (build-web/site) in headless Chromium"
node "$here/web_page.js" "$1" "$site"
