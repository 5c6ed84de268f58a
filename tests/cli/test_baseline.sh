#!/bin/sh
# --write-baseline records today's findings; --baseline reports only new
# ones. Fingerprints survive unrelated lines moving; a new finding (even a
# second identical one) is reported.
. "$(dirname "$0")/lib.sh"
R=$FIX/repo
mkdir -p "$TMP/p/sub"
cd "$TMP/p"
cp "$R/numchilds.xsf" sub/a.xsf
cp "$R/fullwidth.bon" b.bon

run "$SK" check --write-baseline base.json
expect_rc 0 "writing a baseline"
expect_err "wrote 8 findings to base.json"
[ -s "$TMP/out" ] && fail "--write-baseline prints no report"
grep -q '"fingerprint"' base.json || fail "no fingerprints in the baseline"
grep -q '"path":	"sub/a.xsf"' base.json || fail "paths are recorded as given"

run "$SK" check --baseline base.json
expect_rc 0 "nothing new"
expect_out "8 known findings hidden by the baseline base.json."
# The same files named another way ("./").
run "$SK" check --baseline base.json ./sub ./b.bon
expect_rc 0 "./ paths match"

# Lines inserted above: everything still matches.
{ head -n 1 sub/a.xsf; echo '  <!-- moved down -->'; echo '  <!-- by two lines -->'; tail -n +2 sub/a.xsf; } > x && mv x sub/a.xsf
run "$SK" check --baseline base.json
expect_rc 0 "inserted lines keep the fingerprints"

# A new finding is reported, and only it.
sed 's/<BONE ID="2" NAME="\([^"]*\)" NUMCHILDS="1"/<BONE ID="2" NAME="\1" NUMCHILDS="5"/' sub/a.xsf > x && mv x sub/a.xsf
run "$SK" check --baseline base.json
expect_rc 1 "a new finding"
expect_out "sub/a.xsf:"
[ "$(count_out '[SK401')" = 1 ] || fail "only the new SK401 is reported"
expect_no_out "[SK402"

# A baseline that is not one.
echo '{"x": 1}' > bad.json
run "$SK" check --baseline bad.json
expect_rc 2 "bad baseline"
expect_err "not a skellint baseline"
finish
