#!/bin/sh
# `skellint tree --format json`: the bone hierarchy from the library's
# skeleton as one JSON object (docs/json.md, "The bone tree"), the same
# tree the text shows: index, name, parent, children, depth, loop and the
# findings' codes of every bone; names as JSON strings whatever bytes they
# hold; several files, a .cfg's skeleton, a parent cycle.
. "$(dirname "$0")/lib.sh"
ROOT=$(cd "$FIX/../../.." && pwd)
cd "$FIX"

run "$SK" tree --format json repo/numchilds.xsf
expect_rc 1 "tree --format json of a file with problems (exit as the text)"
python3 - "$TMP/out" <<'PY' || fail "tree JSON of numchilds.xsf"
import json, sys
text = open(sys.argv[1], encoding='utf-8').read()
assert text.endswith('\n') and text.count('\n') == 1, 'one line'
doc = json.loads(text)
assert list(doc) == ['version', 'files'], list(doc)
f, = doc['files']
assert list(f) == ['path', 'format', 'roots', 'loose', 'bones'], list(f)
assert f['path'] == 'repo/numchilds.xsf' and f['format'] == 'xsf', f
assert f['roots'] == [0] and f['loose'] == 0, f
want = [  # index, name, parent, children, depth, findings (as the text tree shows)
    (0, 'Bip01', None, [1], 0, []),
    (1, 'Bip01 Pelvis', 0, [2, 4], 1, ['SK401']),
    (2, 'Bip01 Spine', 1, [3], 2, []),
    (3, 'Bip01 Head', 2, [], 3, []),
    (4, 'Bip01 L Thigh', 1, [5], 2, ['SK402']),
    (5, 'Bip01 L Calf', 4, [], 3, []),
]
got = [(b['index'], b['name'], b['parent'], b['children'], b['depth'], b['findings'])
       for b in f['bones']]
assert got == want, got
assert all(list(b) == ['index', 'name', 'parent', 'children', 'depth', 'loop', 'findings']
           for b in f['bones']), f['bones'][0]
assert not any(b['loop'] for b in f['bones'])
PY

# A parent cycle: its bones have no depth and say loop; no root reaches them.
run "$SK" tree --format json "$ROOT/tests/cases/bon/SK103-cycle.bon" "$ROOT/tests/cases/xsf/SK103-self-parent.xsf"
python3 - "$TMP/out" <<'PY' || fail "tree JSON of parent cycles"
import json, sys
a, b = json.load(open(sys.argv[1], encoding='utf-8'))['files']
assert a['format'] == 'bon' and b['format'] == 'xsf', (a['format'], b['format'])
loop = [x for x in a['bones'] if x['loop']]
assert loop and all(x['depth'] is None for x in loop), a['bones']
assert any(x['index'] == 1 and x['parent'] == 3 for x in loop), loop
assert all(x['index'] not in a['roots'] for x in loop)
calf = b['bones'][5]
assert calf['parent'] == 5 and calf['loop'] and calf['depth'] is None, calf
assert 'SK103' in calf['findings'] and 5 not in b['roots'], calf
assert calf['children'] == [], 'a bone is not its own child'
PY

# Hostile names: a line feed, quotes, a backslash, markup, a letter beyond
# ASCII — each name one JSON string, read back as written.
printf '<HEADER MAGIC="XSF" VERSION="919"/>\n<SKELETON NUMBONES="2">\n<BONE ID="0" NAME="a&quot;b\\c&lt;/x&gt;\303\251" NUMCHILDS="1">\n<TRANSLATION>0 0 0</TRANSLATION><ROTATION>0 0 0 1</ROTATION>\n<LOCALTRANSLATION>0 0 0</LOCALTRANSLATION><LOCALROTATION>0 0 0 1</LOCALROTATION>\n<PARENTID>-1</PARENTID><CHILDID>1</CHILDID>\n</BONE>\n<BONE ID="1" NAME="Root&#10;Bone" NUMCHILDS="0">\n<TRANSLATION>0 0 1</TRANSLATION><ROTATION>0 0 0 1</ROTATION>\n<LOCALTRANSLATION>0 0 -1</LOCALTRANSLATION><LOCALROTATION>0 0 0 1</LOCALROTATION>\n<PARENTID>0</PARENTID>\n</BONE>\n</SKELETON>\n' >"$TMP/names.xsf"
run "$SK" tree --format json "$TMP/names.xsf"
python3 - "$TMP/out" <<'PY' || fail "tree JSON of hostile names"
import json, sys
raw = open(sys.argv[1], 'rb').read()
raw.decode('utf-8')                          # valid UTF-8 throughout
f, = json.loads(raw)['files']
n0, n1 = (b['name'] for b in f['bones'])
assert n0 == 'a"b\\c</x>\u00e9', repr(n0)
assert n1 == 'Root\nBone', repr(n1)
assert f['bones'][1]['parent'] == 0 and f['bones'][1]['depth'] == 1
PY

# A .cfg: the tree of the skeleton it names, which the object says.
mkdir -p "$TMP/char"
cp repo/numchilds.xsf "$TMP/char/skel.xsf"
printf 'skeleton=skel.xsf\n' >"$TMP/char/hero.cfg"
run "$SK" tree --format json "$TMP/char/hero.cfg"
python3 - "$TMP/out" "$TMP/char" <<'PY' || fail "tree JSON of a .cfg"
import json, os, sys
f, = json.load(open(sys.argv[1], encoding='utf-8'))['files']
assert f['path'].endswith('hero.cfg') and f['format'] == 'xsf', f
assert os.path.realpath(f['skeleton']) == os.path.realpath(os.path.join(sys.argv[2], 'skel.xsf')), f['skeleton']
assert len(f['bones']) == 6
PY

# A file that cannot be read is left out; the others are still one object.
run "$SK" tree --format json missing.xsf clean.xsf
expect_rc 2 "a missing file"
python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert [f['path'] for f in d['files']] == ['clean.xsf'], d" "$TMP/out" \
  || fail "tree JSON with a missing file: $(cat "$TMP/out")"
run "$SK" tree --format yaml clean.xsf
expect_rc 2 "an unknown format"
expect_err "expected text or json"
finish
