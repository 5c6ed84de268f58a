#!/bin/sh
# --format json: valid JSON in the contract's shape, 1-based lines and
# columns counted in Unicode characters (日本é is 3 columns, 8 bytes), end
# exclusive, every diagnostic (no folding), byte offsets for binary input.
. "$(dirname "$0")/lib.sh"
cd "$FIX"

run "$SK" check --format json multibyte.xsf
expect_rc 1 "json with a warning"
# The exact serialisation (cJSON, unformatted, keys in contract order).
expect_out '{"version":"'
# (Messages belong to the rules: only their presence is checked.)
expect_out '"path":"multibyte.xsf","code":"SK105","rule":"duplicate-bone-name","severity":"warning","message":"'
expect_out '"start":{"line":19,"column":21},"end":{"line":19,"column":24},"fixes":[],"related":[{"start":{"line":12,"column":21},"end":{"line":12,"column":24},"message":"'
expect_out '"files":1}'
[ "$(wc -l <"$TMP/out")" -eq 1 ] || fail "JSON output is one line"

# Validity and shape, with a real parser when there is one.
if command -v python3 >/dev/null 2>&1; then
  run "$SK" check --format json multibyte.xsf warning.xsf clean.xsf
  python3 - "$TMP/out" <<'PY' || fail "JSON shape (see above)"
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert set(d) == {"version", "diagnostics", "files"}, d.keys()
assert d["files"] == 3, d["files"]
assert len(d["diagnostics"]) == 2
for x in d["diagnostics"]:
    for k in ("path", "code", "rule", "severity", "message", "start", "end", "fixes", "related"):
        assert k in x, k
    assert x["start"]["line"] >= 1 and x["start"]["column"] >= 1
w = d["diagnostics"][1]
assert w["path"] == "warning.xsf" and w["code"] == "SK302", w
fix = w["fixes"][0]
assert fix["safe"] is True and fix["title"] and fix["edits"], fix
e = fix["edits"][0]
# Inside "0 0 0 1.5" (columns 19 to 28 of line 13), in characters.
assert e["start"]["line"] == 13 and e["end"]["line"] == 13, e
assert 19 <= e["start"]["column"] <= e["end"]["column"] <= 28, e
assert isinstance(e["text"], str)
PY
else
  echo "note: python3 not found; shape checks skipped"
fi

# No problems: an empty list, still valid.
run "$SK" check --format json clean.xsf
expect_rc 0 "json, clean"
expect_out '"diagnostics":[],"files":1}'

# Binary sources carry byte offsets.
printf 'CSF\0\1\2\3\4' > "$TMP/binary.xsf"
run "$SK" check --format json "$TMP/binary.xsf"
expect_out '"start":{"line":1,"column":1},"end":{"line":1,"column":5},"byteOffset":0,"byteEnd":4'

# The contract is written down (docs/json.md, where docs/ci.md points):
# its example is the real report of warning.xsf, and its table names every
# key a report has.
if command -v python3 >/dev/null 2>&1; then
  run "$SK" check --format json warning.xsf
  cp "$TMP/binary.xsf" "$TMP/b.xsf"
  "$SK" check --format json "$TMP/b.xsf" >"$TMP/bin.json"
  python3 - "$TMP/out" "$TMP/bin.json" "$FIX/../../../docs/json.md" "$FIX/../../../docs/ci.md" <<'PY' || fail "docs/json.md (see above)"
import json, re, sys
report, binary = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
doc = open(sys.argv[3], encoding="utf-8").read()
assert "(json.md)" in open(sys.argv[4], encoding="utf-8").read(), "docs/ci.md does not point to docs/json.md"
example = json.loads(re.search(r"```json\n(.*?)```", doc, re.S).group(1))
example["version"] = report["version"]
assert example == report, "the example of docs/json.md is not what skellint prints:\n%s" % json.dumps(report)
keys = set()
def walk(x):
    if isinstance(x, dict):
        for k, v in x.items():
            keys.add(k); walk(v)
    elif isinstance(x, list):
        for v in x: walk(v)
walk(report); walk(binary)
documented = set(re.findall(r"^\| `([a-zA-Z]+)`(?:, `([a-zA-Z]+)`)?", doc, re.M))
documented = {k for pair in documented for k in pair if k}
assert keys - {"line", "column", "title", "safe", "text"} <= documented, keys - documented
PY
fi

# JSON never folds: 30 duplicates give 29 diagnostics.
sh "$FIX/gen_duplicates.sh" 30 >"$TMP/dups.xsf"
run "$SK" check --format json "$TMP/dups.xsf"
[ "$(grep -o '"code":"SK105"' "$TMP/out" | wc -l)" -eq 29 ] || fail "JSON must list all 29 SK105"
finish
