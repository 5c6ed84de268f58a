#!/bin/sh
# test_cfg_past_comments.sh SKELLINT — a Cal3D model file (.cfg) that
# starts with 64 KiB or more of comment lines (Cal3D ignores them) is
# still a model file: found by a walk, and checked when named (it was
# skipped, and "unknown format", exit 2: issue 32 item 13); and an outside
# name in a .cfg gets "outside the project" whether or not it exists
# (issue 32 item 4).
. "$(dirname "$0")/lib.sh"

mkdir -p "$TMP/p/.git" "$TMP/outside"
cd "$TMP/p" || exit 1
# 100 KiB of comments, then a name that is not there: SK471 says so.
awk 'BEGIN { for (i = 0; i < 1400; i++) printf "# a comment line the exporter wrote, %05d ...........................\n", i;
             print "skeleton=missing.xsf" }' >long.cfg
[ "$(wc -c <long.cfg)" -gt 65536 ] || fail "long.cfg is not over 64 KiB"

run "$SK" check long.cfg
expect_rc 1 "named"
expect_out "long.cfg:1401:10: error: skeleton 'missing.xsf' is not there"
run "$SK" check .
expect_rc 1 "walked"
expect_out "long.cfg:1401:10"
# Only comments: no model file (in a walk, skipped silently).
awk 'BEGIN { for (i = 0; i < 1400; i++) printf "# only comments here, line %05d ..........................................\n", i }' >comments.cfg
run "$SK" check comments.cfg
expect_rc 2 "named, comments only"
expect_err "unknown format"
rm comments.cfg

# An outside name: the same message whether the file exists or not.
echo x >"$TMP/outside/there.xsf"
printf 'skeleton=../outside/there.xsf\nmesh=../outside/not-there.xmf\nanimation=../outside/gone/../not-there.xaf\n' >names.cfg
run "$SK" check names.cfg
expect_rc 1 "outside names"
[ "$(count_out "is outside the project")" = 3 ] || { fail "each outside name is 'outside the project'"; cat "$TMP/out"; }
expect_no_out "is not there"
finish
