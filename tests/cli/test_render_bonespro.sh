#!/bin/sh
# `skellint render STRUCTURE.txt --animation ANIM.txt --frame N | --time T`:
# a BonesPro structure posed by one frame of its animation (ExportMode
# "Bones"), checked against poses computed by hand on a two-bone chain:
# transforms on row vectors (p·R + T), "Relative to parent" composed as
# local·parent, "Absolute" taken as the world; rotations as matrices or as
# Euler angles (EulerOrder, the first angle applied first about fixed axes;
# AngleUnits); a bone the animation does not hold follows its parent; the
# frames numbered as the header numbers them, --time at 30 frames a second
# holding the frame at or before it. Errors for what cannot be posed; the
# SVG well-formed with hostile names. Files written CRLF, as BonesPro does.
. "$(dirname "$0")/lib.sh"
cd "$TMP"

# The structure: Upper at the origin, Lower 10 along +X, its child; no turn.
# Two vertices (not drawn here).
cat >gen.py <<'PY'
import sys
I = ['1 0 0', '0 1 0', '0 0 1']
def crlf(name, lines):
    open(name, 'w', newline='').write('\r\n'.join(lines) + '\r\n')
def structure(name, upper='Upper'):
    lines = ['// BonesPro 2.0 structure export', '2 // Nb', '2 // Nv']
    for bone, parent, t in ((upper, '*', '0 0 0'), ('Lower', '0', '10 0 0')):
        lines += ['<%s>' % bone, parent, '1 1 1'] + I + [t] + I + [t]
    lines += ['10 0 0', '1', '1 1.0', '0 0 0', '1', '0 1.0']
    crlf(name, lines)
def animation(name, system, euler, frames, first=0, step=10, order='XYZ', units='Degrees', nb=2):
    """frames: [[(rotation, translation) per bone]]; rotation 3 rows or 3 angles."""
    lines = ['// BonesPro 2.0 animation export', str(nb), '2', str(len(frames)),
             'ExportMode "Bones"', 'TransformSystem "%s"' % system,
             'TransformRepesentation "%s"' % ('Euler Angles' if euler else 'Matrix'),
             'EulerOrder "%s"' % order, 'AngleUnits "%s"' % units,
             'FirstFrame %d' % first, 'LastFrame %d' % (first + step * (len(frames) - 1)), 'Step %d' % step]
    for f, bones in enumerate(frames):
        lines.append('// frame %d' % (first + f * step))
        for rot, t in bones:
            lines += ['1 1 1'] + rot + [t] + rot + [t]
    crlf(name, lines)
Z90 = ['0 1 0', '-1 0 0', '0 0 1']          # a right-handed quarter turn about Z, on row vectors
structure('chain.txt')
structure('hostile.txt', upper='</title>&"\t')
# Relative to parent: Upper turns a quarter about Z at frame 10; Lower stays 10
# along its parent's X, so lands at (10 0 0)·Rz(90°) = (0 10 0).
animation('rel-matrix.txt', 'Relative to parent', False,
          [[(I, '0 0 0'), (I, '10 0 0')], [(Z90, '0 0 0'), (I, '10 0 0')]])
animation('rel-euler.txt', 'Relative to parent', True,
          [[(['0 0 0'], '0 0 0'), (['0 0 0'], '10 0 0')], [(['0 0 90'], '0 0 0'), (['0 0 0'], '10 0 0')]])
# The order of the angles: Lower 10 along its parent's Y; Upper turned
# (90°, 0, 90°). XYZ: X first takes Y to Z, then Z leaves it: (0 0 10).
# ZYX (E0 about Z first): Y goes to -X, X leaves it: (-10 0 0). In radians too.
for order, units, a in (('XYZ', 'Degrees', '90'), ('ZYX', 'Degrees', '90'), ('XYZ', 'Radians', '1.5707963267948966')):
    animation('order-%s-%s.txt' % (order, units), 'Relative to parent', True,
              [[(['%s 0 %s' % (a, a)], '0 0 0'), (['0 0 0'], '0 10 0')]], order=order, units=units)
# Absolute: the frame is the world; frames numbered from 100 every 5.
animation('abs.txt', 'Absolute', False,
          [[(I, '0 0 0'), (I, '10 0 0')], [(Z90, '1 2 3'), (Z90, '3 4 5')]], first=100, step=5)
# One bone only: Lower, not in the animation, follows Upper rigidly.
animation('upper-only.txt', 'Relative to parent', False, [[(Z90, '0 0 0')]], nb=1)
PY
python3 gen.py
cat >mesh-abs.txt <<'EOF'
// BonesPro 2.0 animation export
2
2
1
ExportMode "Mesh (absolute)"
TransformSystem "Absolute"
TransformRepesentation "Matrix"
EulerOrder "XYZ"
AngleUnits "Degrees"
FirstFrame 0
LastFrame 0
Step 1
1 0 0
0 1 0
EOF

# joints SVG: Upper's and Lower's positions in the picture, as "x y z x y z".
joints() {
  python3 - "$1" <<'PY'
import sys, xml.etree.ElementTree as ET
NS = '{http://www.w3.org/2000/svg}'
root = ET.parse(sys.argv[1]).getroot()
view = next(g for g in root.iter(NS + 'g') if g.get('class') == 'view')
j = {int(c.get('data-index')): c for c in view.iter(NS + 'circle') if c.get('data-index')}
print(' '.join('%.6f' % float(j[i].get('data-' + a)) for i in (0, 1) for a in 'xyz'),
      root.get('data-time'), root.get('data-duration'))
PY
}
# check ARGS… -- WANT: render and compare the joints (within 1e-5) and the time.
check() {
  args=
  while [ "$1" != -- ]; do args="$args $1"; shift; done
  shift
  rm -f pose.svg
  # shellcheck disable=SC2086
  run "$SK" render chain.txt $args -o pose.svg
  expect_rc 0 "render chain.txt$args"
  got=$(joints pose.svg 2>/dev/null) || { fail "render chain.txt$args: no picture"; return; }
  python3 - "$got" "$*" <<'PY' || fail "render chain.txt$args: got $got, expected $*"
import sys
got, want = sys.argv[1].split(), sys.argv[2].split()
assert len(got) == len(want), (got, want)
for g, w in zip(got, want):
    assert abs(float(g) - float(w)) < 1e-5, (g, w)
PY
}
#                                               Upper   Lower       time       duration
check --animation rel-matrix.txt --frame 0   -- 0 0 0   10 0 0      0          0.333333333
check --animation rel-matrix.txt --frame 10  -- 0 0 0   0 10 0      0.333333333 0.333333333
check --animation rel-euler.txt --frame 10   -- 0 0 0   0 10 0      0.333333333 0.333333333
check --animation order-XYZ-Degrees.txt      -- 0 0 0   0 0 10      0          0
check --animation order-ZYX-Degrees.txt      -- 0 0 0   -10 0 0     0          0
check --animation order-XYZ-Radians.txt      -- 0 0 0   0 0 10      0          0
check --animation abs.txt --frame 105        -- 1 2 3   3 4 5       0.166666667 0.166666667
check --animation upper-only.txt             -- 0 0 0   0 10 0      0          0
# --time at 30 frames a second from the first frame, holding the frame at or
# before it: 0.2 s is frame 6 (frame 0 drawn), 0.34 s frame 10.2 (frame 10),
# past the last the last, before the first the first.
check --animation rel-matrix.txt --time 0.2  -- 0 0 0   10 0 0      0          0.333333333
check --animation rel-matrix.txt --time 0.34 -- 0 0 0   0 10 0      0.333333333 0.333333333
check --animation rel-matrix.txt --time 9    -- 0 0 0   0 10 0      0.333333333 0.333333333
check --animation rel-matrix.txt --time -1   -- 0 0 0   10 0 0      0          0.333333333
run "$SK" render chain.txt --animation abs.txt --frame 105 -o -
expect_out 'pose at 0.166667 s of abs.txt, frame 105'

# What cannot be posed.
run "$SK" render chain.txt --animation abs.txt --frame 102 -o -
expect_rc 2 "--frame between two frames"
expect_err "abs.txt: --frame 102: not one of its frames (100 to 105, every 5)"
run "$SK" render chain.txt --animation abs.txt --frame x -o -
expect_rc 2 "--frame x"
expect_err "--frame: 'x' is not a frame number"
run "$SK" render chain.txt --animation mesh-abs.txt -o -
expect_rc 2 "a Mesh (absolute) animation"
expect_err "mesh-abs.txt: a BonesPro animation whose frames hold no bones"
printf '<HEADER MAGIC="XSF" VERSION="919"/>\n<SKELETON NUMBONES="1"><BONE ID="0" NAME="a" NUMCHILDS="0"><TRANSLATION>0 0 0</TRANSLATION><ROTATION>0 0 0 1</ROTATION><PARENTID>-1</PARENTID></BONE></SKELETON>\n' >one.xsf
run "$SK" render one.xsf --animation rel-matrix.txt -o -
expect_rc 2 "a BonesPro animation on an XSF"
expect_err "a BonesPro animation is posed on its BonesPro structure, not on a xsf file"
printf '<HEADER MAGIC="XAF" VERSION="919"/>\n<ANIMATION DURATION="1" NUMTRACKS="0"></ANIMATION>\n' >still.xaf
run "$SK" render one.xsf --animation still.xaf --frame 1 -o -
expect_rc 2 "--frame on a Cal3D animation"
expect_err "--frame is for a BonesPro animation's frames; a Cal3D animation is posed at --time SECONDS"

# Hostile names: a bone's and the animation file's.
cp rel-matrix.txt '<&"a>.txt'
run "$SK" render hostile.txt --animation '<&"a>.txt' --frame 10 -o hostile.svg
expect_rc 0 "render with hostile names"
python3 -c "import sys, xml.etree.ElementTree as ET; r = ET.parse(sys.argv[1]).getroot(); t = r.find('{http://www.w3.org/2000/svg}title').text; assert '<&\"a>.txt, frame 10' in t, t" hostile.svg \
  || fail "the SVG of hostile names is not well-formed XML"
finish
