#!/bin/sh
# The text output: --show-source puts the line and a caret underline under
# the span (columns in characters, tabs copied so carets align); folding
# after 20 of one code per file, with thousands separators; --no-fold.
. "$(dirname "$0")/lib.sh"
cd "$FIX"
tab=$(printf '\t')

# Caret placement on a tab-indented line with multi-byte characters. Only
# the location and the two snippet lines are compared: messages belong to
# the rules and may be reworded.
run "$SK" check --show-source --no-color multibyte.xsf
expect_rc 1 "show-source"
cat >"$TMP/want" <<WANT
    19 | ${tab}<BONE ID="2" NAME="日本é" NUMCHILDS="0">
       | ${tab}                   ^~~
WANT
head -n 1 "$TMP/out" | grep -q '^multibyte.xsf:19:21: warning: .* \[SK105 duplicate-bone-name\]$' || fail "diagnostic line"
sed -n 2,3p "$TMP/out" >"$TMP/got"
cmp -s "$TMP/want" "$TMP/got" || { fail "snippet under the diagnostic"; diff -u "$TMP/want" "$TMP/got"; }
sed -n 4p "$TMP/out" | grep -q '^    multibyte.xsf:12:21: note: ' || fail "the note follows the snippet"
tail -n 1 "$TMP/out" | grep -qx 'Found 1 problem (0 errors, 1 warning, 0 infos) in 1 file.' || fail "summary"

# A long line (minified): a window around the span, marked with '…', and
# the caret still under the span's first character.
sh "$FIX/gen_duplicates.sh" 3 | tr -d '\n' >"$TMP/min.xsf"
run "$SK" check --show-source "$TMP/min.xsf"
expect_out "$TMP/min.xsf:1:395: warning: bone 1 is named 'Dup'"
src=$(sed -n 2p "$TMP/out" | sed 's/…/@/g')
caret=$(sed -n 3p "$TMP/out")
case $src in *'@ILDID>    </BONE>    <BONE ID="1" NAME="Dup"'*'@') ;; *) fail "window: $src" ;; esac
[ "${#src}" -lt 200 ] || fail "the window is at most 160 characters"
want=$(printf '%s\n' "$src" | awk '{ print index($0, "NAME=\"Dup") + 6 }')
got=$(printf '%s\n' "$caret" | awk '{ print index($0, "^") }')
[ "$want" = "$got" ] || fail "caret at $got, expected $want (under Dup)"
printf '%s\n' "$caret" | grep -q '\^~~$' || fail "three characters underlined"

# Not a terminal: no source lines unless asked.
run "$SK" check multibyte.xsf
expect_no_out "^~~"
run "$SK" check --show-source --no-show-source multibyte.xsf
expect_no_out "^~~"

# A fix line, and the caret under a span after spaces.
run "$SK" check --show-source warning.xsf
cat >"$TMP/want" <<'WANT'
    13 |         <ROTATION>0 0 0 1.5</ROTATION>
       |                   ^~~~~~~~~
WANT
head -n 1 "$TMP/out" | grep -q '^warning.xsf:13:19: warning: .* \[SK302 non-unit-quaternion\]$' || fail "diagnostic line"
sed -n 2,3p "$TMP/out" >"$TMP/got"
cmp -s "$TMP/want" "$TMP/got" || { fail "snippet under the diagnostic"; diff -u "$TMP/want" "$TMP/got"; }
sed -n 4p "$TMP/out" | grep -q '^    fix (safe): ' || fail "the fix follows the snippet"

# Folding: 1,025 bones named alike give 1,024 SK105; 20 are shown.
sh "$FIX/gen_duplicates.sh" 1025 >"$TMP/dups.xsf"
run "$SK" check "$TMP/dups.xsf"
expect_rc 1 "folded"
[ "$(count_out "[SK105 duplicate-bone-name]")" -eq 20 ] || fail "folding must show 20 SK105, showed $(count_out "[SK105 ")"
expect_out "$TMP/dups.xsf: … and 1,004 more SK105 in this file"
expect_out "Found 1,024 problems (0 errors, 1,024 warnings, 0 infos) in 1 file."
# The fold line comes right after the 20th diagnostic and its notes.
tail -n 2 "$TMP/out" | head -n 1 | grep -qF "… and 1,004 more" || fail "fold line placement"
run "$SK" check --no-fold "$TMP/dups.xsf"
[ "$(count_out "[SK105 duplicate-bone-name]")" -eq 1024 ] || fail "--no-fold must show all 1024"
expect_no_out "more SK105"

# Exactly 20 do not fold.
sh "$FIX/gen_duplicates.sh" 21 >"$TMP/dups21.xsf"
run "$SK" check "$TMP/dups21.xsf"
[ "$(count_out "[SK105 ")" -eq 20 ] || fail "20 diagnostics are all shown"
expect_no_out "more SK105"

# Colour: never by default off a terminal, always on request (even with
# NO_COLOR, which only changes the automatic choice).
esc=$(printf '\033[')
run "$SK" check warning.xsf
expect_no_out "$esc"
run "$SK" check --color=always warning.xsf
expect_out "$esc"
run env NO_COLOR=1 "$SK" check --color always warning.xsf
expect_out "$esc"
run "$SK" check --color=always --no-color warning.xsf
expect_no_out "$esc"
finish
