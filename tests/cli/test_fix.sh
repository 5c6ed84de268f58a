#!/bin/sh
# --fix, --unsafe-fixes, --diff: fixes in rounds, written atomically in the
# file's own encoding (Shift_JIS stays Shift_JIS), line endings, final
# newline and permissions kept; a file changed since it was read is left
# alone; a second run changes nothing; --diff writes nothing.
. "$(dirname "$0")/lib.sh"
R=$FIX/repo
cd "$TMP"
sum() { cksum < "$1"; }

# --- Shift_JIS .bon (CRLF, Japanese bone names), six safe fixes.
cp "$R/fullwidth.bon" a.bon
before=$(sum a.bon)
run "$SK" check --diff a.bon
expect_rc 1 "--diff with changes"
expect_out "--- a/a.bon"
expect_out "+++ b/a.bon"
expect_out "-０００２：腰"
expect_out "+0002:腰"
expect_err "6 fixes would be applied"
[ "$(sum a.bon)" = "$before" ] || fail "--diff wrote the file"
ls -A | grep -q skellint && fail "--diff left a temporary file"

run "$SK" check --fix a.bon
expect_rc 0 "--fix fixed everything"
expect_out "Fixed 6 problems in 1 file; 0 remain."
iconv -f UTF-8 -t UTF-8 a.bon >/dev/null 2>&1 && fail "the .bon is no longer Shift_JIS"
# 腰 is 8D 98 in Shift_JIS.
od -An -tx1 a.bon | tr -d ' \n' | grep -q "303030323a8d98" || fail "Shift_JIS bytes of '0002:腰' not found"
[ "$(tr -cd '\r' < a.bon | wc -c)" = "$(wc -l < a.bon)" ] || fail "the .bon lost its CRLF line endings"
iconv -f CP932 -t UTF-8 a.bon | grep -q "^NAMEPART_START" || fail "NAMEPART_START not fixed"
after=$(sum a.bon)
run "$SK" check --fix a.bon
expect_rc 0 "second run"
expect_out "Nothing to fix."
[ "$(sum a.bon)" = "$after" ] || fail "a second --fix changed the file"
run "$SK" check --diff a.bon
expect_rc 0 "--diff after fixing: nothing"
[ -s "$TMP/out" ] && fail "--diff after fixing printed something"

# --- CRLF .xsf with mode 0640: SK402 has only an unsafe fix.
sed 's/$/\r/' "$R/numchilds.xsf" > b.xsf
chmod 640 b.xsf
run "$SK" check --fix b.xsf
expect_rc 1 "safe fixes only: SK401 and SK402 remain"
expect_out "Nothing to fix."
expect_out "[SK402"
run "$SK" check --fix --unsafe-fixes b.xsf
# The added CHILDID also settles NUMCHILDS (SK401).
expect_rc 0 "unsafe fix applied"
expect_out "Fixed 1 problem in 1 file; 0 remain."
expect_no_out "[SK402"
[ "$(stat -c %a b.xsf)" = 640 ] || fail "mode changed to $(stat -c %a b.xsf)"
[ "$(tr -cd '\r' < b.xsf | wc -c)" = "$(wc -l < b.xsf)" ] || fail "the .xsf lost its CRLF line endings"
grep -q "<CHILDID>4</CHILDID>"$(printf '\r')"$" b.xsf || fail "the inserted line does not end in CRLF"
[ "$(tail -c 2 b.xsf | od -An -c | tr -d ' ')" = '\r\n' ] || fail "the final newline is gone"
ls -A | grep -q skellint && fail "a temporary file was left behind"
after=$(sum b.xsf)
run "$SK" check --fix --unsafe-fixes b.xsf
[ "$(sum b.xsf)" = "$after" ] || fail "a second --fix --unsafe-fixes changed the file"

# --- A file saved by someone else between our read and our write: refused.
sed 's/$/\r/' "$R/numchilds.xsf" > c.xsf
SKELLINT_TEST_APPEND_BEFORE_RENAME='<!-- saved meanwhile -->' run "$SK" check --fix --unsafe-fixes c.xsf
expect_rc 2 "changed file"
expect_err "c.xsf: the file changed on disk since it was read; fixes not written"
expect_out "[SK402"
grep -q "CHILDID>4<" c.xsf && fail "the changed file was overwritten"
tail -n 1 c.xsf | grep -q "saved meanwhile" || fail "the other writer's change was lost"
ls -A | grep -q skellint && fail "a temporary file was left after the refusal"

# --- A symbolic link stays a link; the target is fixed.
cp "$R/fullwidth.bon" target.bon
ln -s target.bon link.bon
run "$SK" check --fix link.bon
expect_rc 0 "fix through a symlink"
[ -L link.bon ] || fail "the symlink was replaced by a file"
iconv -f CP932 -t UTF-8 target.bon | grep -q "^NAMEPART_START" || fail "the link's target was not fixed"

# --- Many files with -j: each fixed once.
mkdir many
for i in 1 2 3 4 5 6; do cp "$R/fullwidth.bon" many/f$i.bon; done
run "$SK" check -j 3 --fix many
expect_out "Fixed 36 problems in 6 files; 0 remain."
run "$SK" check -j 3 many
expect_rc 0 "all fixed"
finish
