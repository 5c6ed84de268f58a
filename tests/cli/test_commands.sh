#!/bin/sh
# The other subcommands and the help: `rules` lists the registry as an
# aligned table, `explain` prints a rule's header and documentation,
# `--help` and `--version` work, and wrong use exits 2 with the choices.
. "$(dirname "$0")/lib.sh"
defs=$(dirname "$0")/../../lint/rules.def

run "$SK" rules
expect_rc 0 "rules"
head -n 1 "$TMP/out" | grep -q '^CODE  *NAME  *SEVERITY  *FORMATS  *SUMMARY$' || fail "rules header"
# Every code of rules.def, once, in code order (issue 23; rules.def groups
# rules by purpose).
grep -o '^SK_RULE(SK[0-9]*' "$defs" | sed 's/SK_RULE(//' | LC_ALL=C sort >"$TMP/want_codes"
tail -n +2 "$TMP/out" | cut -d' ' -f1 >"$TMP/got_codes"
cmp -s "$TMP/want_codes" "$TMP/got_codes" || { fail "rules must list every code of rules.def in code order"; diff "$TMP/want_codes" "$TMP/got_codes"; }
grep -q '^SK401  numchilds-mismatch  *warning  *xsf, cal3d-binary  *NUMCHILDS differs' "$TMP/out" || fail "SK401 row"
grep -q '^SK001  syntax-error  *error  *all  ' "$TMP/out" || fail "SK001 row (all formats)"
# Aligned: the summary column starts at the same offset on every row.
col=$(head -n 1 "$TMP/out" | awk '{ print index($0, "SUMMARY") }')
bad=$(tail -n +2 "$TMP/out" | awk -v c="$col" 'substr($0, c - 1, 1) != " " || substr($0, c, 1) == " "' | wc -l)
[ "$bad" -eq 0 ] || fail "rules table not aligned ($bad rows)"
run "$SK" rules extra
expect_rc 2 "rules with an argument"

run "$SK" explain SK401
expect_rc 0 "explain SK401"
head -n 1 "$TMP/out" | grep -qx 'SK401 numchilds-mismatch' || fail "explain header"
expect_out "Default severity: warning"
expect_out "Formats: xsf"
expect_out "## What it does"
run "$SK" explain numchilds-mismatch
expect_rc 0 "explain by name"
head -n 1 "$TMP/out" | grep -qx 'SK401 numchilds-mismatch' || fail "explain by name header"
run "$SK" explain sk401
expect_rc 0 "explain is case-insensitive for codes"
run "$SK" explain SK999
expect_rc 2 "explain an unknown code"
expect_err "unknown rule 'SK999'"
run "$SK" explain
expect_rc 2 "explain without a code"

# docs: one page per rule and an index, the same bytes every time; pages
# of codes no longer in the registry go, other files stay.
mkdir -p "$TMP/d"
echo stale >"$TMP/d/SK999.md"
echo mine >"$TMP/d/notes.md"
run "$SK" docs "$TMP/d"
expect_rc 0 "docs"
head -n 1 "$TMP/d/SK401.md" | grep -qx '# SK401 numchilds-mismatch' || fail "SK401.md title"
grep -qF 'Default severity: **warning** · Formats: xsf, cal3d-binary' "$TMP/d/SK401.md" || fail "SK401.md severity line"
grep -qF '## What it does' "$TMP/d/SK401.md" || fail "SK401.md carries the rule doc"
grep -qF '| [SK401](SK401.md) | numchilds-mismatch | warning | xsf, cal3d-binary |' "$TMP/d/README.md" || fail "README.md row"
[ "$(ls "$TMP/d" | grep -c '^SK[0-9]*\.md$')" -eq "$(wc -l <"$TMP/want_codes")" ] || fail "one page per rule"
[ -f "$TMP/d/SK999.md" ] && fail "a stale page must be removed"
[ -f "$TMP/d/notes.md" ] || fail "docs must not remove other files"
cp -r "$TMP/d" "$TMP/d2"
run "$SK" docs "$TMP/d"
diff -r "$TMP/d" "$TMP/d2" >/dev/null || fail "docs output must be deterministic"
run "$SK" docs
expect_rc 2 "docs without DIR"

run "$SK" --help
expect_rc 0 "--help"
expect_out "usage: skellint <command>"
expect_out "--format FORMAT             text (default), json, or for CI: sarif,"
expect_out "--format-of PATTERN=FORMAT"
run "$SK" check --help
expect_rc 0 "check --help"
expect_out "Exit status:"
run "$SK" --version
expect_rc 0 "--version"
grep -qE '^skellint [0-9]+\.[0-9]+\.[0-9]+ \(commit ([0-9a-f]{7,}(-dirty)?|unknown)\)$' "$TMP/out" ||
  fail "--version prints 'skellint X.Y.Z (commit C)'"

# Bad options and values: exit 2, naming the valid choices.
run "$SK" check --bogus
expect_rc 2 "unknown option"
expect_err "unknown option '--bogus'"
expect_err "--format"
run "$SK" check --format=xml
expect_rc 2 "--format xml"
expect_err "expected text, json, sarif, github, gitlab or junit"
run "$SK" check --profile sims
expect_rc 2 "--profile sims"
expect_err "expected cal3d or imvu"
run "$SK" check --color rainbow
expect_rc 2 "--color rainbow"
expect_err "auto, always or never"
run "$SK" check --severity SK401=fatal
expect_rc 2 "--severity bad level"
expect_err "error|warning|info|off"
run "$SK" check --select SK999
expect_rc 2 "--select unknown"
expect_err "unknown rule 'SK999'"
run "$SK" check --max-influences 0
expect_rc 2 "--max-influences 0"
run "$SK" check --weight-tolerance abc
expect_rc 2 "--weight-tolerance abc"
run "$SK" check --quaternion-tolerance
expect_rc 2 "missing value"
expect_err "needs a value"
run "$SK" check --no-fold=yes
expect_rc 2 "flag with a value"
finish
