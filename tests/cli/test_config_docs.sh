#!/bin/sh
# Every JSON example in docs/configuration.md is a valid .skellint.json, and
# every key the library accepts is documented there with a heading.
. "$(dirname "$0")/lib.sh"
DOC=$(cd "$FIX/../../../docs" && pwd)/configuration.md
python3 - "$DOC" "$TMP" <<'PY' || fail "could not extract the examples"
import re, sys
doc, out = sys.argv[1], sys.argv[2]
blocks = re.findall(r'```(?:jsonc|json)\n(.*?)```', open(doc, encoding='utf-8').read(), re.S)
assert len(blocks) >= 10, len(blocks)
for i, b in enumerate(blocks):
    open('%s/example%02d.json' % (out, i), 'w', encoding='utf-8').write(b)
PY
cp "$FIX/clean.xsf" "$TMP/clean.xsf"
for f in "$TMP"/example*.json; do
  run "$SK" check --config "$f" "$TMP/clean.xsf"
  [ "$rc" = 2 ] && { fail "$(basename "$f") is rejected"; cat "$TMP/err"; }
done
# The keys the parser lists in its error message are the documented ones.
echo '{"no-such-key": 1}' > "$TMP/bad.json"
run "$SK" check --config "$TMP/bad.json" "$TMP/clean.xsf"
expect_rc 2 "unknown key"
for key in $(sed -n 's/.*expected one of: //p' "$TMP/err" | tr -d ',' ); do
  grep -q "^### \`$key\`" "$DOC" || fail "docs/configuration.md has no section for \"$key\""
done
finish
