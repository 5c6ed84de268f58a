#!/bin/sh
# --format sarif|github|gitlab|junit: each checked against what its
# consumer documents (see cli/output_*.c for the references):
#   SARIF 2.1.0 — the properties the schema requires and GitHub code
#     scanning reads (tool.driver.rules from the registry, ruleId/ruleIndex,
#     level, message.text, physicalLocation with a 1-based region in
#     Unicode characters, partialFingerprints stable across line shifts);
#   GitHub workflow commands — `::error file=…,line=…,col=…,endLine=…,
#     endColumn=…,title=…::message` with %25/%0D/%0A in the message and
#     also %3A/%2C in property values;
#   GitLab Code Quality — description, check_name, fingerprint (unique),
#     severity in info/minor/major/critical/blocker, location.path and
#     location.lines.begin;
#   JUnit XML — testsuites/testsuite per file/testcase per diagnostic with
#     <failure> for errors and warnings.
. "$(dirname "$0")/lib.sh"
cd "$FIX"

# Unknown formats are refused with the choices.
run "$SK" check --format sarif2 clean.xsf
expect_rc 2 "unknown --format"
expect_err "text, json, sarif, github, gitlab or junit"

# Exit codes do not depend on the format.
for f in sarif github gitlab junit; do
  run "$SK" check --format $f error.xsf
  expect_rc 1 "--format $f with an error"
  run "$SK" check --format $f clean.xsf
  expect_rc 0 "--format $f, clean"
done

# ---- GitHub workflow commands (exact lines) ----
run "$SK" check --format github error.xsf multibyte.xsf clean.xsf
expect_rc 1 "github"
printf '%s\n' \
  "::error file=error.xsf,line=4,col=22,endLine=4,endColumn=27,title=SK301 root-transform::bone 'Root' (index 0) has TRANSLATION 0 0 5; expected 0 0 0 (IMVU ignores the root's transform, 3D editors apply it)" \
  "::warning file=multibyte.xsf,line=19,col=21,endLine=19,endColumn=24,title=SK105 duplicate-bone-name::bone 2 is named '日本é' like bone 1; expected unique names (look-ups by name find only one of them: the later bone in Cal3D and IMVU)" \
  >"$TMP/github.expected"
expect_same "$TMP/github.expected"

# Escaping: a path with ',' and ':' (properties), a bone name with '%',
# ',', ':', LF and CR (the message; the library writes control characters
# in messages as \n and \r, so every format gets one line).
sed 's/日本é/50%,a:b\&#10;c\&#13;d/g' multibyte.xsf >"$TMP/we,ird:name.xsf"
(cd "$TMP" && "$SK" check --format github ./we,ird:name.xsf >"$TMP/out" 2>"$TMP/err")
expect_out "::warning file=we%2Cird%3Aname.xsf,line=19,col=21,endLine=19,endColumn=40,title=SK105 duplicate-bone-name::bone 2 is named '50%25,a:b\\nc\\rd' like bone 1;"
[ "$(wc -l <"$TMP/out")" -eq 1 ] || fail "one workflow command per diagnostic, on one line"

# Info diagnostics are notices; problems spanning lines carry no columns.
run "$SK" check --format github --severity SK301=info error.xsf
expect_out "::notice file=error.xsf,line=4,col=22,"

# Thousands of problems on one 4 MB line (minified XML) take seconds, not
# minutes: positions and fingerprints do not rescan the line each time.
awk 'BEGIN { printf "<HEADER MAGIC=\"XSF\" VERSION=\"919\" /><SKELETON NUMBONES=\"20000\">";
  for (i = 0; i < 20000; i++) printf "<BONE ID=\"%d\" NAME=\"Dup\" NUMCHILDS=\"0\"><TRANSLATION>0 0 0</TRANSLATION><ROTATION>0 0 0 2</ROTATION><LOCALTRANSLATION>0 0 0</LOCALTRANSLATION><LOCALROTATION>0 0 0 1</LOCALROTATION><PARENTID>%d</PARENTID></BONE>", i, i ? 0 : -1;
  printf "</SKELETON>\n" }' >"$TMP/long.xsf"
for f in sarif github gitlab junit; do
  timeout 60 "$SK" check --format $f "$TMP/long.xsf" >/dev/null
  [ $? -eq 1 ] || fail "--format $f on a 4 MB one-line file: not done within 60 s (or wrong exit)"
done

# ---- fixtures for the JSON-based checks ----
cp multibyte.xsf warning.xsf error.xsf clean.xsf "$TMP/"
# The same file with three lines inserted above everything.
{ printf '\n\n\n'; cat multibyte.xsf; } >"$TMP/shifted.xsf"
# Two identical SK302 lines about two bones of the same name: only the
# occurrence tells them apart.
sh gen_duplicates.sh 3 | sed 's|<ROTATION>0 0 0 1</ROTATION>|<ROTATION>0 0 0 2</ROTATION>|' >"$TMP/same.xsf"

if ! command -v python3 >/dev/null 2>&1; then
  echo "note: python3 not found; SARIF/GitLab/JUnit structure checks skipped"
  finish
fi
cd "$TMP"

# ---- SARIF 2.1.0 ----
"$SK" check --format sarif multibyte.xsf warning.xsf error.xsf clean.xsf same.xsf >sarif.json
"$SK" check --format sarif shifted.xsf >shifted.sarif.json
"$SK" rules >rules.txt
python3 - sarif.json shifted.sarif.json "$SK" <<'PY' || fail "SARIF structure (see above)"
import json, sys
log = json.load(open(sys.argv[1], encoding="utf-8"))
shifted = json.load(open(sys.argv[2], encoding="utf-8"))
sk = sys.argv[3]
# sarifLog: version and runs are required.
assert log["version"] == "2.1.0", log.get("version")
assert log["$schema"].endswith("sarif-2.1.0.json")
assert isinstance(log["runs"], list) and len(log["runs"]) == 1
run = log["runs"][0]
# run: tool (required) with driver (required) with name (required).
driver = run["tool"]["driver"]
assert driver["name"] == "skellint"
assert driver["version"] and driver["informationUri"].startswith("https://")
assert run["columnKind"] == "unicodeCodePoints"
rules = driver["rules"]
# Every rule of the registry, in registry order (ruleIndex points into it).
codes = [r["id"] for r in rules]
assert len(codes) == len(set(codes)), "duplicate rule ids"
assert "SK001" in codes and "SK401" in codes and "SK105" in codes
for r in rules:
    assert r["id"].startswith("SK") and len(r["id"]) == 5, r["id"]
    assert r["name"] and r["name"] == r["name"].lower(), r["name"]
    for k in ("shortDescription", "fullDescription", "help"):
        assert isinstance(r[k]["text"], str) and r[k]["text"], (r["id"], k)
    assert r["help"]["markdown"], r["id"]
    assert r["helpUri"].endswith("/docs/rules/%s.md" % r["id"]), r["helpUri"]
    assert r["defaultConfiguration"]["level"] in ("none", "note", "warning", "error")
sk401 = rules[codes.index("SK401")]
assert sk401["name"] == "numchilds-mismatch"
assert sk401["defaultConfiguration"]["level"] == "warning"
assert "## What it does" in sk401["help"]["text"]
assert "\n" not in sk401["fullDescription"]["text"]
# results: message (required) with text; ruleId/ruleIndex consistent.
results = run["results"]
# multibyte SK105, warning SK302, error SK301; same.xsf: SK105 x2, SK302 x3.
assert len(results) == 8, [r["ruleId"] for r in results]
for res in results:
    assert rules[res["ruleIndex"]]["id"] == res["ruleId"], res
    assert res["level"] in ("none", "note", "warning", "error")
    assert res["message"]["text"]
    loc = res["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"]["uri"].endswith(".xsf")
    reg = loc["region"]
    for k in ("startLine", "startColumn", "endLine", "endColumn"):
        assert isinstance(reg[k], int) and reg[k] >= 1, (k, reg)
    assert (reg["endLine"], reg["endColumn"]) >= (reg["startLine"], reg["startColumn"])
    fp = res["partialFingerprints"]
    assert list(fp) == ["skellint/v1"] and len(fp["skellint/v1"]) == 16, fp
by_file = {}
for res in results:
    by_file.setdefault(res["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], []).append(res)
# Columns in Unicode characters: 日本é is 3 columns (8 bytes).
dup = by_file["multibyte.xsf"][0]
assert dup["ruleId"] == "SK105" and dup["level"] == "warning"
assert dup["locations"][0]["physicalLocation"]["region"] == \
    {"startLine": 19, "startColumn": 21, "endLine": 19, "endColumn": 24}, dup
rel = dup["relatedLocations"][0]
assert rel["physicalLocation"]["region"]["startLine"] == 12 and rel["message"]["text"]
assert by_file["error.xsf"][0]["level"] == "error"
# Stable across line shifts: same fingerprint, line + 3.
moved = shifted["runs"][0]["results"][0]
assert moved["partialFingerprints"] == dup["partialFingerprints"], (moved, dup)
assert moved["locations"][0]["physicalLocation"]["region"]["startLine"] == 22
# Distinct for identical lines about same-named bones (occurrence index).
same = [r for r in by_file["same.xsf"] if r["ruleId"] == "SK302"]
assert len(same) >= 2, by_file["same.xsf"]
fps = [r["partialFingerprints"]["skellint/v1"] for r in results]
assert len(fps) == len(set(fps)), "fingerprints must differ within a file"
print("sarif ok:", len(rules), "rules,", len(results), "results")
PY
# The rule list is the registry's: as many rules as `skellint rules` lists.
n_rules=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["runs"][0]["tool"]["driver"]["rules"]))' sarif.json)
grep -c '^SK[0-9]' rules.txt >rules.count || true
[ "$n_rules" = "$(cat rules.count)" ] || fail "SARIF lists $n_rules rules, skellint rules lists $(cat rules.count)"

# Absolute paths become file:// URIs, odd characters percent-encoded.
cp multibyte.xsf "$TMP/a b#.xsf"
"$SK" check --format sarif "$TMP/a b#.xsf" >abs.json
python3 - abs.json "$TMP" <<'PY' || fail "SARIF artifact URI"
import json, sys
uri = json.load(open(sys.argv[1]))["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
assert uri == "file://" + sys.argv[2] + "/a%20b%23.xsf", uri
PY

# ---- GitLab Code Quality ----
"$SK" check --format gitlab multibyte.xsf warning.xsf error.xsf clean.xsf same.xsf >gitlab.json
"$SK" check --format gitlab shifted.xsf >shifted.gitlab.json
python3 - gitlab.json shifted.gitlab.json <<'PY' || fail "GitLab Code Quality structure (see above)"
import json, sys
issues = json.load(open(sys.argv[1], encoding="utf-8"))
shifted = json.load(open(sys.argv[2], encoding="utf-8"))
assert isinstance(issues, list) and len(issues) == 8
for i in issues:
    assert isinstance(i["description"], str) and i["description"]
    assert i["check_name"].startswith("SK")
    assert isinstance(i["fingerprint"], str) and i["fingerprint"]
    assert i["severity"] in ("info", "minor", "major", "critical", "blocker")
    assert isinstance(i["location"]["path"], str) and not i["location"]["path"].startswith("/")
    assert isinstance(i["location"]["lines"]["begin"], int) and i["location"]["lines"]["begin"] >= 1
fps = [i["fingerprint"] for i in issues]
assert len(fps) == len(set(fps)), "GitLab merges equal fingerprints: they must be unique"
first = issues[0]
assert first["check_name"] == "SK105 duplicate-bone-name" and first["severity"] == "minor"
assert first["location"] == {"path": "multibyte.xsf", "lines": {"begin": 19, "end": 19}}
err = [i for i in issues if i["location"]["path"] == "error.xsf"][0]
assert err["severity"] == "major"
# The fingerprint includes the path but not the line number.
assert shifted[0]["location"]["lines"]["begin"] == 22
assert shifted[0]["fingerprint"] != first["fingerprint"], "different files, different fingerprints"
PY
# Same file and path, lines shifted: same fingerprint.
"$SK" check --format gitlab multibyte.xsf >a.json
cp shifted.xsf multibyte.xsf && "$SK" check --format gitlab multibyte.xsf >b.json
python3 -c '
import json, sys
a, b = (json.load(open(f))[0] for f in sys.argv[1:])
assert a["fingerprint"] == b["fingerprint"] and b["location"]["lines"]["begin"] == a["location"]["lines"]["begin"] + 3, (a, b)
' a.json b.json || fail "GitLab fingerprint must survive a line shift"
cp "$FIX/multibyte.xsf" multibyte.xsf
run "$SK" check --format gitlab clean.xsf
expect_out "[]"

# ---- JUnit XML ----
"$SK" check --format junit --severity SK302=info multibyte.xsf warning.xsf error.xsf clean.xsf >junit.xml
python3 - junit.xml <<'PY' || fail "JUnit structure (see above)"
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
assert root.tag == "testsuites" and root.get("name") == "skellint"
suites = root.findall("testsuite")
assert [s.get("name") for s in suites] == ["multibyte.xsf", "warning.xsf", "error.xsf", "clean.xsf"]
assert root.get("tests") == "4" and root.get("failures") == "2", root.attrib
for s in suites:
    cases = s.findall("testcase")
    assert s.get("tests") == str(len(cases))
    assert s.get("failures") == str(sum(1 for c in cases if c.find("failure") is not None))
    for c in cases:
        assert c.get("classname") == s.get("name") and c.get("name")
m = suites[0].find("testcase")
assert m.get("name") == "SK105 duplicate-bone-name at 19:21" and m.get("line") == "19"
f = m.find("failure")
assert f.get("type") == "warning" and "日本é" in f.get("message")
assert f.text.startswith("multibyte.xsf:19:21: warning: ")
info = suites[1].find("testcase")
assert info.find("failure") is None and "SK302" in info.find("system-out").text
assert suites[2].find("testcase/failure").get("type") == "error"
assert suites[3].find("testcase").get("name") == "skellint"
PY
# Control characters never make the XML invalid.
printf '<HEADER MAGIC="XSF" VERSION="919" />\n<SKELETON NUMBONES="1"><BONE ID="0" NAME="a\001b"' >ctl.xsf
"$SK" check --format junit ctl.xsf >ctl.xml
python3 -c 'import sys, xml.etree.ElementTree as ET; ET.parse(sys.argv[1])' ctl.xml || fail "JUnit with a control character is not well-formed XML"
# The suites wait in a temporary file in $TMPDIR (not always /tmp), and the
# output is the same as when they wait in memory (no usable TMPDIR).
if command -v strace >/dev/null 2>&1; then
  mkdir -p spool
  TMPDIR=$(pwd)/spool strace -f -qq -e trace=open,openat -o trace "$SK" check --format junit warning.xsf error.xsf >spooled.xml
  grep -q "$(pwd)/spool/skellint-junit-" trace || fail "JUnit's temporary file is not in \$TMPDIR"
  TMPDIR=/nonexistent "$SK" check --format junit warning.xsf error.xsf >inmemory.xml
  cmp -s spooled.xml inmemory.xml || fail "JUnit output differs between a spool file and memory"
  [ -z "$(ls spool)" ] || fail "JUnit left a temporary file behind"
else
  echo "note: strace not found, the JUnit temporary file's folder is not checked"
fi
cd "$FIX"
finish
