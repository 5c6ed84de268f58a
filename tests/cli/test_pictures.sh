#!/bin/sh
# `skellint tree` and `skellint render`: the hierarchy with indices and
# problem codes; an SVG with front and side views whose joints sit where
# the transforms put them (Cal3D composition), coloured by severity, for
# quaternion, matrix and hierarchy-only formats.
. "$(dirname "$0")/lib.sh"
ROOT=$(cd "$FIX/../../.." && pwd)
cd "$FIX"

run "$SK" tree repo/numchilds.xsf
expect_rc 1 "tree of a file with problems"
expect_out "repo/numchilds.xsf: xsf, 6 bones"
expect_out "[0] Bip01"
expect_out "└── [1] Bip01 Pelvis  SK401"
expect_out "    ├── [2] Bip01 Spine"
expect_out "    │   └── [3] Bip01 Head"
expect_out "    └── [4] Bip01 L Thigh  SK402"
expect_out "        └── [5] Bip01 L Calf"
run "$SK" tree "$ROOT/tests/cases/bon/SK103-cycle.bon"
expect_out "not reached from a root (a parent cycle):"
expect_out "[1] parent [3]: [1] "
# A name with a control character: written as the messages write it
# ('\n'), never printed raw (a line of its own, or an escape sequence
# reaching the terminal).
run "$SK" tree "$ROOT/tests/cases/xsf/SK105-control-character-in-name.xsf"
expect_out '[1] Root\nBone  SK105'
[ "$(wc -l <"$TMP/out")" -eq 3 ] || fail "tree of 2 bones named 'Root<LF>Bone': $(wc -l <"$TMP/out") lines, expected 3"
run "$SK" tree clean.xsf
expect_rc 0 "tree of a clean file"
run "$SK" tree missing.xsf
expect_rc 2 "tree of a missing file"

run "$SK" render pose/turned.xsf -o "$TMP/turned.svg"
expect_rc 0 "render"
python3 - "$TMP/turned.svg" <<'PY' || fail "the SVG of turned.xsf"
import sys, xml.etree.ElementTree as ET
NS = '{http://www.w3.org/2000/svg}'
root = ET.parse(sys.argv[1]).getroot()          # well-formed XML
assert root.tag == NS + 'svg', root.tag
assert root.get('data-posed') == 'true'
views = {g.get('id'): g for g in root.iter(NS + 'g') if g.get('class') == 'view'}
assert set(views) == {'front', 'side'}, views.keys()
want = {0: (10, 0, 0), 1: (10, -1, 0), 2: (10, -1, -1), 3: (10.5, -1, -1)}
cls = {0: 'error', 1: 'warning', 3: 'warning'}
scale = float(root.get('data-scale'))
for name, view in views.items():
    joints = {int(c.get('data-index')): c for c in view.iter(NS + 'circle')}
    lines = list(view.iter(NS + 'line'))
    assert len(joints) == 4 and len(lines) == 3, (name, len(joints), len(lines))
    for i, (x, y, z) in want.items():
        c = joints[i]
        got = tuple(float(c.get('data-' + a)) for a in 'xyz')
        assert all(abs(g - w) < 1e-6 for g, w in zip(got, (x, y, z))), (name, i, got)
        assert c.find(NS + 'title') is not None
        if i in cls:
            assert cls[i] in c.get('class').split(), (i, c.get('class'))
    titles = [c.find(NS + 'title').text for c in joints.values()]
    assert any('Hand' in t for t in titles) and any('SK301' in t for t in titles), titles
    up, across = view.get('data-up'), view.get('data-across')
    assert up == '+Z', up
    ai, ui = 'XYZ'.index(across[1]), 'XYZ'.index(up[1])
    asg, usg = (1 if across[0] == '+' else -1), (1 if up[0] == '+' else -1)
    # Screen positions follow the world: one unit is `scale` pixels, up is up.
    for i in want:
        for k in want:
            dx = float(joints[k].get('cx')) - float(joints[i].get('cx'))
            dy = float(joints[k].get('cy')) - float(joints[i].get('cy'))
            assert abs(dx - asg * (want[k][ai] - want[i][ai]) * scale) < 0.02, (name, i, k, dx)
            assert abs(dy + usg * (want[k][ui] - want[i][ui]) * scale) < 0.02, (name, i, k, dy)
    # A bone line joins its parent's joint to its own.
    for l in lines:
        i, p = int(l.get('data-index')), int(l.get('data-parent'))
        assert (l.get('x1'), l.get('y1')) == (joints[p].get('cx'), joints[p].get('cy'))
        assert (l.get('x2'), l.get('y2')) == (joints[i].get('cx'), joints[i].get('cy'))
# A chain has no pelvis or chest: up is the tallest axis (Z on a tie), the
# front panel looks at the wider side (Y), the side panel along it (X).
assert views['front'].get('data-across') == '+Y' and views['side'].get('data-across') == '+X'
PY

# A format with matrices (LGW) and one with only a hierarchy (.bon).
run "$SK" render "$ROOT/examples/larva_lgw_model.txt" -o "$TMP/lgw.svg"
expect_rc 0 "render LGW"
python3 -c "import sys,xml.etree.ElementTree as E; r=E.parse(sys.argv[1]).getroot(); assert r.get('data-posed')=='true' and int(r.get('data-bones'))>0" "$TMP/lgw.svg" || fail "LGW SVG"
run "$SK" render "$ROOT/tests/cases/bon/doc-example-separated.bon" -o "$TMP/bon.svg"
expect_rc 0 "render .bon"
python3 -c "import sys,xml.etree.ElementTree as E; r=E.parse(sys.argv[1]).getroot(); assert r.get('data-posed')=='false'" "$TMP/bon.svg" || fail ".bon SVG is a hierarchy"
grep -q "no bind pose in this format" "$TMP/bon.svg" || fail ".bon SVG says it has no bind pose"
run "$SK" render pose/turned.xsf
expect_rc 2 "render without -o"
finish
