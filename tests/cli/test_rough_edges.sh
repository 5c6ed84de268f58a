#!/bin/sh
# The CLI's rough edges of issue 23: a clean run says so on a terminal (and
# prints nothing into a pipe, nor in the machine formats); a short option
# takes its value attached (-j1 as -j 1); `tree` and `render` on a Cal3D
# model file (.cfg) follow its skeleton= line; the --fix summary says when
# fixes were held back for --unsafe-fixes.
. "$(dirname "$0")/lib.sh"
R=$FIX/repo
CFG=$(cd "$(dirname "$0")/../cases/cal3dcfg" && pwd)
cd "$TMP"
cp "$R/numchilds.xsf" held.xsf
printf '<HEADER MAGIC="XSF" VERSION="919"/>\n<SKELETON NUMBONES="1">\n  <BONE NAME="Root" ID="0" NUMCHILDS="0">\n    <TRANSLATION>0 0 0</TRANSLATION>\n    <ROTATION>0 0 0 1</ROTATION>\n    <LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>\n    <LOCALROTATION>0 0 0 1</LOCALROTATION>\n    <PARENTID>-1</PARENTID>\n  </BONE>\n</SKELETON>\n' >clean.xsf
run "$SK" check clean.xsf
expect_rc 0 "a clean file"
[ -s "$TMP/out" ] && fail "a clean run into a pipe printed something"

# On a terminal (script(1) gives the command one), a clean run says so.
if command -v script >/dev/null 2>&1; then
  mkdir two && cp clean.xsf two/a.xsf && cp clean.xsf two/b.xsf
  script -qec "$SK check two" /dev/null >"$TMP/out" 2>"$TMP/err"; rc=$?
  expect_rc 0 "a clean folder on a terminal"
  expect_out "Checked 2 files: no problems."
  script -qec "$SK check --quiet two" /dev/null >"$TMP/out" 2>"$TMP/err"
  expect_no_out "Checked"
  script -qec "$SK check --format json two" /dev/null >"$TMP/out" 2>"$TMP/err"
  expect_no_out "Checked"
  script -qec "$SK check held.xsf" /dev/null >"$TMP/out" 2>"$TMP/err"
  expect_no_out "Checked"
  expect_out "Found "
else
  echo "note: no script(1); the terminal summary is not checked"
fi

# -j1 is -j 1; a bad attached value is refused like a separate one.
run "$SK" check -j1 clean.xsf
expect_rc 0 "-j1"
run "$SK" check -j 1 clean.xsf
expect_rc 0 "-j 1"
run "$SK" check -j0 clean.xsf
expect_rc 2 "-j0"
expect_err "invalid value '0'"
run "$SK" check -jx clean.xsf
expect_rc 2 "-jx"
run "$SK" check -x1 clean.xsf
expect_rc 2 "an unknown short option"
expect_err "unknown option '-x1'"

# tree and render on a .cfg show the skeleton its skeleton= line names.
(cd "$CFG" && "$SK" tree SK204-influence-bone-not-in-skeleton.cfg) >"$TMP/out" 2>"$TMP/err"; rc=$?
expect_rc 0 "tree on a .cfg"
expect_out "SK204-influence-bone-not-in-skeleton.cfg: cal3dcfg, skeleton parts/skeleton.xsf"
expect_out "parts/skeleton.xsf: xsf, 6 bones"
expect_out "[5] Bip01 L Calf"
(cd "$CFG" && "$SK" render SK204-influence-bone-not-in-skeleton.cfg -o -) >"$TMP/out" 2>"$TMP/err"; rc=$?
expect_rc 0 "render on a .cfg"
expect_out 'data-bones="6"'
(cd "$CFG" && "$SK" render SK204-influence-bone-not-in-skeleton.cfg -o"$TMP/pose.svg") >"$TMP/out" 2>"$TMP/err"; rc=$?
expect_rc 0 "render -oFILE"
grep -q 'data-bones="6"' "$TMP/pose.svg" 2>/dev/null || fail "render -oFILE wrote no picture of the skeleton"
printf 'mesh=parts/body.xmf\n' >"$TMP/noskel.cfg"
run "$SK" tree "$TMP/noskel.cfg"
expect_rc 2 "tree on a .cfg without skeleton="
expect_err "names no skeleton"

# --fix with a finding whose only fix is unsafe: the summary says so.
run "$SK" check --fix held.xsf
expect_rc 1 "SK402 remains"
expect_out "Nothing to fix."
expect_out "1 problem has only an unsafe fix; --unsafe-fixes applies it"
run "$SK" check --fix --unsafe-fixes held.xsf
expect_no_out "--unsafe-fixes applies"
# --ignore-unknown (issue 23.3): a named file of no known format is
# skipped without a word (exit 0), ours are still checked.
printf 'Shopping list\n' >notes.txt
printf '[metadata]\nname = x\n' >setup.cfg
run "$SK" check notes.txt
expect_rc 2 "an unknown named file without --ignore-unknown"
run "$SK" check --ignore-unknown notes.txt setup.cfg clean.xsf
expect_rc 0 "--ignore-unknown"
[ -s "$TMP/out" ] || [ -s "$TMP/err" ] && fail "--ignore-unknown printed something"
cp "$R/numchilds.xsf" ours.xsf
run "$SK" check --ignore-unknown notes.txt ours.xsf
expect_rc 1 "--ignore-unknown still checks ours"
expect_out "ours.xsf:"
expect_no_out "notes.txt"

# The README leads to the manual page, the completions and the JSON contract.
README=$FIX/../../../README.md
for want in '(skellint.1)' '(completions/)' '(docs/json.md)'; do
  grep -qF "$want" "$README" || fail "README.md does not link $want"
done
finish
