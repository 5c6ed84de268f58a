#!/bin/sh
# `skellint render MODEL` for the formats that hold bones and vertices in
# one file — an LGW model (WVERTS: position first, then uv, normal, the
# bone count and weight/"bone" pairs) and a BonesPro structure (each
# vertex's "Vx Vy Vz" line, then its bone/weight lines): the vertices
# drawn under the file's own bones where their positions put them, a
# vertex with findings coloured by them with the codes in its <title> (as
# the XMF picture does); with --animation the bones move and the vertices
# are left out. Hostile names keep the SVG well-formed.
. "$(dirname "$0")/lib.sh"
cd "$TMP"

# An LGW model: Spine at z 40, Neck at 72.5, Head at 85 (their PIVOTs);
# vertex 2 sums to 0.9 (SK201), vertex 5 names Head01 (SK204).
lgw() { # MESH-NAME
  cat <<EOF
MODEL "rig"
EXPORT_VERSION 4
MATERIAL_LIST
MATERIAL 0 "skin"
END_OF_MATERIAL
END_OF_MATERIAL_LIST
MESH "$1"
LINKINFO
LINK_TYPE SKIN
BONES 3
BONE "Spine"
PIVOT
1 0 0 0 0 1 0 0 0 0 1 40 0 0 0 1
END_OF_BONE
BONE "Neck"
PIVOT
1 0 0 0 0 1 0 0 0 0 1 72.5 0 0 0 1
END_OF_BONE
BONE "Head"
PIVOT
1 0 0 0 0 1 0 0 0 0 1 85 0 0 0 1
END_OF_BONE
END_OF_BONES
END_OF_LINKINFO
MATERIAL_REF 0
WVERTS 6
-2.5 0 40 0.1 0.2 -1 0 0 1 1.0 "Spine"
2.5 0 40 0.3 0.2 1 0 0 1 1.0 "Spine"
-2 0 72.5 0.1 0.6 -1 0 0 2 0.6 "Neck" 0.3 "Spine"
2 0 72.5 0.3 0.6 1 0 0 2 0.6 "Neck" 0.4 "Spine"
0 1.5 85 0.2 0.9 0 1 0 2 0.75 "Head" 0.25 "Neck"
0 -1.5 85 0.2 0.95 0 -1 0 1 1.0 "Head01"
PRIMITIVE_GEOMETRY_GROUPS 1
GROUP 0 TYPE_LIST
COUNT 3
0 1 2
END_OF_GROUP 0
END_OF_MESH "$1"
END_OF_MODEL
EOF
}
lgw body >rig.txt
# A BonesPro structure (CRLF): Hip at z 10, Knee at z 0 below it; vertex 1
# sums to 0.8 (SK201), vertex 2 names bone 9 of two (SK204).
python3 - <<'PY'
I = ['1 0 0', '0 1 0', '0 0 1']
lines = ['// BonesPro 2.0 structure export', '2 // Nb', '3 // Nv']
for name, parent, t in (('Hip', '*', '0 0 10'), ('Knee', '0', '0 0 0')):
    lines += ['<%s>' % name, parent, '1 1 1'] + I + [t] + I + [t]
lines += ['1 0 10', '1', '0 1.0',
          '-1 0 5', '2', '0 0.5', '1 0.3',
          '1 0 0 // at the knee', '1', '9 1.0']
open('leg.txt', 'w', newline='').write('\r\n'.join(lines) + '\r\n')
PY

# picture SVG N WANT…: the SVG has N vertices in each view, each at the
# height of the joint named (WANT: "vertex:joint-index:class:codes", class
# and codes "-" for none).
picture() {
  python3 - "$@" <<'PY'
import sys, xml.etree.ElementTree as ET
NS = '{http://www.w3.org/2000/svg}'
root = ET.parse(sys.argv[1]).getroot()
n, wants = int(sys.argv[2]), [w.split(':') for w in sys.argv[3:]]
views = [g for g in root.iter(NS + 'g') if g.get('class') == 'view']
assert len(views) == 2, len(views)
for view in views:
    layer = [g for g in view.iter(NS + 'g') if g.get('class') == 'vertices']
    assert len(layer) == 1 and layer[0].get('data-vertices') == str(n), layer
    vs = {int(c.get('data-vertex')): c for c in layer[0].iter(NS + 'circle')}
    assert sorted(vs) == list(range(n)), sorted(vs)
    joints = {int(c.get('data-index')): c for c in view.iter(NS + 'circle') if c.get('data-index')}
    for v, j, cls, codes in wants:
        c = vs[int(v)]
        assert abs(float(c.get('cy')) - float(joints[int(j)].get('cy'))) < 0.02, (v, j, c.get('cy'))
        if cls == '-':
            assert c.get('class') == 'vertex' and c.find(NS + 'title') is None, (v, c.attrib)
        else:
            assert c.get('class').split() == ['vertex', 'finding', cls], (v, c.get('class'))
            assert c.get('data-codes') == codes, (v, c.get('data-codes'))
            assert codes.split()[0] + ':' in c.find(NS + 'title').text, c.find(NS + 'title').text
PY
}

run "$SK" render rig.txt -o rig.svg
expect_rc 0 "render an LGW model"
picture rig.svg 6 0:0:-:- 1:0:-:- 2:1:weight-sum:SK201 3:1:-:- 4:2:-:- 5:2:unknown-bone:SK204 \
  || fail "the vertices of rig.txt"
grep -qF 'rig.txt (lgw, 3 bones; 6 vertices, 2 with findings)' rig.svg || fail "rig.txt's heading"

run "$SK" render leg.txt -o leg.svg
expect_rc 0 "render a BonesPro structure"
picture leg.svg 3 0:0:-:- 2:1:unknown-bone:SK204 || fail "the vertices of leg.txt"
python3 - leg.svg <<'PY' || fail "leg.txt's vertex 1 (z 5, halfway) and its SK201"
import sys, xml.etree.ElementTree as ET
NS = '{http://www.w3.org/2000/svg}'
view = next(g for g in ET.parse(sys.argv[1]).getroot().iter(NS + 'g') if g.get('id') == 'front')
j = {int(c.get('data-index')): float(c.get('cy')) for c in view.iter(NS + 'circle') if c.get('data-index')}
v = next(c for c in view.iter(NS + 'circle') if c.get('data-vertex') == '1')
assert abs(float(v.get('cy')) - (j[0] + j[1]) / 2) < 0.02, (v.get('cy'), j)
assert v.get('data-codes') == 'SK201', v.attrib
PY

# Posed by an animation, the vertices are left out (they would not follow).
printf '// BonesPro 2.0 animation export\r\n2\r\n3\r\n1\r\nExportMode "Bones"\r\nTransformSystem "Absolute"\r\nTransformRepesentation "Matrix"\r\nEulerOrder "XYZ"\r\nAngleUnits "Degrees"\r\nFirstFrame 0\r\nLastFrame 0\r\nStep 1\r\n' >still.txt
for b in 10 0; do printf '1 1 1\r\n1 0 0\r\n0 1 0\r\n0 0 1\r\n0 0 %s\r\n1 0 0\r\n0 1 0\r\n0 0 1\r\n0 0 %s\r\n' $b $b; done >>still.txt
run "$SK" render leg.txt --animation still.txt -o -
expect_rc 0 "render leg.txt --animation"
expect_no_out 'class="vertices"'

# Hostile names: a mesh name in the findings' messages, the file's name.
lgw '</title>&<x>' >'<&"m>.txt'
run "$SK" render '<&"m>.txt' -o hostile.svg
expect_rc 0 "render an LGW model with hostile names"
python3 -c "import sys, xml.etree.ElementTree as ET; ET.parse(sys.argv[1])" hostile.svg \
  || fail "the SVG of hostile names is not well-formed"
grep -qF '&lt;/title&gt;&amp;' hostile.svg || fail "the mesh's name is not in a vertex's title"
finish
