#!/bin/sh
# Cal3D XML that does not parse keeps the rest of its findings: for each
# kind of damage — a missing end tag, a misspelt one, a half-typed start or
# end tag, a value without its closing quote or without quotes, a start tag
# without its '>', a file cut short — in one bone (or track) of a file with
# findings before and after it, `skellint check` reports one SK001 in the
# user's terms and, besides it, exactly the findings of the text with the
# damage repaired (same rules, lines, messages; same columns but on the
# damaged line, where the repair moved them).
. "$(dirname "$0")/lib.sh"
R=$FIX/repair
cd "$TMP"

# findings FILE [LINE]: "code|line|column|message" of every finding but
# SK001, sorted; columns on LINE written '*'.
findings() {
  "$SK" check --no-config --format json "$1" |
    jq -r --argjson l "${2:-0}" '.diagnostics[] | select(.code != "SK001") |
      "\(.code)|\(.start.line)|\(if .start.line == $l then "*" else .start.column end)|\(.message)"' |
    sort
}

# check_repair NAME DAMAGED REPAIRED MESSAGE: DAMAGED has one SK001 saying
# MESSAGE, and otherwise the findings of REPAIRED, which must have some.
check_repair() {
  name=$1 damaged=$2 repaired=$3 message=$4
  run "$SK" check --no-config --format json "$damaged"
  n=$(jq '[.diagnostics[] | select(.code == "SK001")] | length' "$TMP/out")
  [ "$n" = 1 ] || { fail "$name: $n SK001 findings, expected 1"; cat "$TMP/out"; return; }
  got=$(jq -r '.diagnostics[] | select(.code == "SK001") | .message' "$TMP/out")
  [ "$got" = "$message" ] || fail "$name: SK001 says '$got', expected '$message'"
  line=$(jq -r '.diagnostics[] | select(.code == "SK001") | .start.line' "$TMP/out")
  findings "$repaired" "$line" > want
  findings "$damaged" "$line" > got
  [ -s want ] || fail "$name: the repaired text has no findings to keep"
  cmp -s want got || { fail "$name: findings differ from the repaired text's"; diff -u want got; }
}

# variant NAME SED-EXPRESSION: the skeleton with one bone damaged.
variant() { sed "$2" "$R/skeleton.xsf" > "$1.xsf"; }

variant end-tag-missing 's|<PARENTID>2</PARENTID>|<PARENTID>2|'
check_repair end-tag-missing end-tag-missing.xsf "$R/skeleton.xsf" \
  "</BONE> closes <PARENTID> opened at line 32; expected </PARENTID> first"

variant end-tag-misspelt 's|<PARENTID>2</PARENTID>|<PARENTID>2</PARENTI>|'
check_repair end-tag-misspelt end-tag-misspelt.xsf "$R/skeleton.xsf" \
  "</PARENTI> closes <PARENTID> opened at line 32; expected </PARENTID>"

variant start-tag-half-typed 's|<PARENTID>2</PARENTID>|<PARENTID>2</PARENTID><CHIL|'
check_repair start-tag-half-typed start-tag-half-typed.xsf "$R/skeleton.xsf" \
  "the start tag <CHIL has no closing '>'; expected '>' at the end of the tag"

variant end-tag-half-typed 's|<PARENTID>2</PARENTID>|<PARENTID>2</PARENTID|'
check_repair end-tag-half-typed end-tag-half-typed.xsf "$R/skeleton.xsf" \
  "the end tag </PARENTID has no closing '>'; expected </PARENTID>"

variant start-tag-without-gt 's|<TRANSLATION>45 0 0|<TRANSLATION 45 0 0|'
check_repair start-tag-without-gt start-tag-without-gt.xsf "$R/skeleton.xsf" \
  "the start tag <TRANSLATION has no closing '>'; expected <TRANSLATION>"

variant bone-tag-without-gt 's|\(<BONE ID="3" NAME="Bip01 Head" NUMCHILDS="0"\)>|\1|'
check_repair bone-tag-without-gt bone-tag-without-gt.xsf "$R/skeleton.xsf" \
  "the start tag <BONE has no closing '>'; expected '>' at the end of the tag"

variant value-without-closing-quote 's|NAME="Bip01 Head"|NAME="Bip01 Head|'
check_repair value-without-closing-quote value-without-closing-quote.xsf "$R/skeleton.xsf" \
  "the value of NAME has no closing quote; expected \" after 'Bip01 Head'"

variant value-without-quotes 's|<BONE ID="3"|<BONE ID=3|'
check_repair value-without-quotes value-without-quotes.xsf "$R/skeleton.xsf" \
  "the value of ID has no quotes; expected ID=\"3\""

# Cut short in the numbers of bone 3's LOCALROTATION, and inside its end
# tag: repaired, the open elements are closed where the text ends.
at=$(grep -b -o '0.5648 -0.4342' "$R/skeleton.xsf" | cut -d: -f1)
head -c $((at + 14)) "$R/skeleton.xsf" > cut-in-numbers.xsf
{ cat cut-in-numbers.xsf; printf '</LOCALROTATION></BONE></SKELETON>'; } > cut-in-numbers-repaired.xsf
check_repair cut-in-numbers cut-in-numbers.xsf cut-in-numbers-repaired.xsf \
  "the file ends inside <LOCALROTATION> opened at line 31, in <BONE> opened at line 27; expected </LOCALROTATION></BONE></SKELETON> before the end"
at=$(grep -b -o '</LOCALROTATION>' "$R/skeleton.xsf" | sed -n 4p | cut -d: -f1)
head -c $((at + 6)) "$R/skeleton.xsf" > cut-in-tag.xsf
{ head -c "$at" "$R/skeleton.xsf"; printf '</LOCALROTATION></BONE></SKELETON>'; } > cut-in-tag-repaired.xsf
check_repair cut-in-tag cut-in-tag.xsf cut-in-tag-repaired.xsf \
  "the file ends inside <LOCALROTATION> opened at line 31, in <BONE> opened at line 27; expected </LOCALROTATION></BONE></SKELETON> before the end"

# An animation: a track's ROTATION left open, and the file cut in a track.
sed '20s|<ROTATION>0 0 0 1</ROTATION>|<ROTATION>0 0 0 1|' "$R/walk.xaf" > rotation-open.xaf
check_repair rotation-open rotation-open.xaf "$R/walk.xaf" \
  "</KEYFRAME> closes <ROTATION> opened at line 20; expected </ROTATION> first"
head -n 33 "$R/walk.xaf" > cut.xaf
{ cat cut.xaf; printf '</KEYFRAME></TRACK></ANIMATION>'; } > cut-repaired.xaf
check_repair cut-xaf cut.xaf cut-repaired.xaf \
  "the file ends inside <KEYFRAME> opened at line 32, in <TRACK> opened at line 27; expected </KEYFRAME></TRACK></ANIMATION> before the end"

# The repair is offered as an unsafe fix; --fix --unsafe-fixes applies it
# and the file then checks as the repaired text.
cp end-tag-missing.xsf fixed.xsf
run "$SK" check --no-config --fix --unsafe-fixes fixed.xsf
grep -q '</PARENTID></BONE>' fixed.xsf || fail "--unsafe-fixes did not insert </PARENTID>"
run "$SK" check --no-config fixed.xsf
expect_no_out "SK001"
finish
