#!/bin/sh
# test_render_upright.sh SKELLINT — `skellint render` stands every figure
# up and looks it in the face, whatever its up axis, facing or pose: read
# from the SVG's coordinates, the head is above the feet in both panels,
# the front panel has the figure's left hand and foot on the viewer's
# right, the side panel shows the toes ahead of the ankle (facing right),
# and each figure is centred in its panel. Run on the real characters of
# ../shared/corpus (thug.csf: a T-pose wider than tall, Z up; Piavca's
# bill.xsf: facing +X; delta3d's Gina, marine and young man; each skipped
# with a message when absent) and on generated T-posed figures that are Y
# up facing +Z, Z up facing -Y and Z up facing +X, named so that no name
# says which bone is which.
. "$(dirname "$0")/lib.sh"
C=${SKELLINT_CORPUS:-$(cd "$(dirname "$0")/../../.." && pwd)/shared/corpus}

# gen.py OUT UP FORWARD: a T-posed figure 18 tall and 20 wide, placed so
# that its up and forward are the given signed axes (+Y, -Y, +Z…).
cat >"$TMP/gen.py" <<'PY'
import sys
out, up, fwd = sys.argv[1], sys.argv[2], sys.argv[3]
def axis(s):
    v = [0, 0, 0]; v['XYZ'.index(s[1])] = 1 if s[0] == '+' else -1; return v
U, F = axis(up), axis(fwd)
L = [U[1]*F[2]-U[2]*F[1], U[2]*F[0]-U[0]*F[2], U[0]*F[1]-U[1]*F[0]]  # left = up x forward
# name, parent, (left, up, forward)
bones = [("b0", None, (0, 9, 0)), ("b1", "b0", (0, 10, 0)),
         ("b2", "b1", (0, 12, 0)), ("b3", "b2", (0, 15, 0)), ("b4", "b3", (0, 16, 0)), ("skull", "b4", (0, 18, 0))]
for side, s in (("l", 1), ("r", -1)):
    bones += [("s" + side, "b3", (1.5*s, 15, 0)), ("e" + side, "s" + side, (5*s, 15, 0)),
              ("hand_" + side, "e" + side, (9*s, 15, 0)), ("f" + side, "hand_" + side, (10*s, 15, 0)),
              ("t" + side, "b1", (1*s, 10, 0)), ("k" + side, "t" + side, (1*s, 5, 0.3)),
              ("ankle_" + side, "k" + side, (1*s, 1, 0)), ("toe_" + side, "ankle_" + side, (1*s, 0, 2))]
idx = {b[0]: i for i, b in enumerate(bones)}
world = {n: [p[0]*L[k] + p[1]*U[k] + p[2]*F[k] for k in range(3)] for n, _, p in bones}
with open(out, 'w') as f:
    f.write('<HEADER MAGIC="XSF" VERSION="919" />\n<SKELETON NUMBONES="%d">\n' % len(bones))
    for i, (n, parent, _) in enumerate(bones):
        kids = [idx[b[0]] for b in bones if b[1] == n]
        t = [world[n][k] - (world[parent][k] if parent else 0) for k in range(3)]
        f.write('<BONE ID="%d" NAME="%s" NUMCHILDS="%d">\n' % (i, n, len(kids)))
        f.write('<TRANSLATION>%g %g %g</TRANSLATION>\n<ROTATION>0 0 0 1</ROTATION>\n' % tuple(t))
        f.write('<LOCALTRANSLATION>%g %g %g</LOCALTRANSLATION>\n<LOCALROTATION>0 0 0 1</LOCALROTATION>\n'
                % tuple(-world[n][k] for k in range(3)))
        f.write('<PARENTID>%d</PARENTID>\n' % (idx[parent] if parent else -1))
        for c in kids: f.write('<CHILDID>%d</CHILDID>\n' % c)
        f.write('</BONE>\n')
    f.write('</SKELETON>\n')
PY

# check.py SVG HEAD LFOOT RFOOT LHAND RHAND LTOE [UP FORWARD]
cat >"$TMP/check.py" <<'PY'
import sys, re, xml.etree.ElementTree as ET
NS = '{http://www.w3.org/2000/svg}'
svg, head, lfoot, rfoot, lhand, rhand, ltoe = sys.argv[1:8]
root = ET.parse(svg).getroot()
assert root.get('data-up-from') == 'spine', root.get('data-up-from')
assert root.get('data-facing') == 'feet', root.get('data-facing')
if len(sys.argv) > 8:
    assert root.get('data-up') == sys.argv[8], (root.get('data-up'), sys.argv[8])
    assert root.get('data-forward') == sys.argv[9], (root.get('data-forward'), sys.argv[9])
views = {g.get('id'): g for g in root.iter(NS + 'g') if g.get('class') == 'view'}
assert set(views) == {'front', 'side'}, views.keys()
for name, view in views.items():
    pts = {}
    for c in view.iter(NS + 'circle'):
        bone = re.match(r'\[\d+\] (.*?)( \u2014 .*)?$', c.find(NS + 'title').text).group(1)
        pts.setdefault(bone, (float(c.get('cx')), float(c.get('cy'))))
    label = view.find(NS + 'text').text
    # Upright: the head well above both feet, the hands in between.
    span = max(p[1] for p in pts.values()) - min(p[1] for p in pts.values())
    for foot in (lfoot, rfoot):
        assert pts[foot][1] - pts[head][1] > 0.6 * span, (name, 'head not above', foot, pts[head], pts[foot])
    for hand in (lhand, rhand):
        assert pts[head][1] < pts[hand][1] < pts[lfoot][1], (name, hand, pts[hand])
    if name == 'front':
        assert label.startswith('Front, facing you'), label
        # Looking the figure in the face: its left on the viewer's right.
        assert pts[lhand][0] > pts[rhand][0] and pts[lfoot][0] > pts[rfoot][0], (pts[lhand], pts[rhand])
    else:
        assert label.startswith('Right side, facing right'), label
        assert pts[ltoe][0] > pts[lfoot][0], ('toes not ahead', pts[ltoe], pts[lfoot])
    # Centred in the panel and inside it.
    r = view.find(NS + 'rect')
    x0, y0, w, h = (float(r.get(k)) for k in ('x', 'y', 'width', 'height'))
    xs, ys = [p[0] for p in pts.values()], [p[1] for p in pts.values()]
    assert abs((min(xs) + max(xs)) / 2 - (x0 + w / 2)) < 1, (name, 'not centred across', min(xs), max(xs), x0, w)
    assert abs((min(ys) + max(ys)) / 2 - (y0 + h / 2)) < 1, (name, 'not centred up', min(ys), max(ys), y0, h)
    assert x0 < min(xs) and max(xs) < x0 + w and y0 < min(ys) and max(ys) < y0 + h, (name, 'outside its panel')
PY

upright() { # FILE HEAD LFOOT RFOOT LHAND RHAND LTOE [UP FORWARD]
  f=$1; shift
  out="$TMP/$(basename "$f").svg"
  run "$SK" render --no-config "$f" -o "$out"
  expect_rc 0 "render $(basename "$f")"
  python3 "$TMP/check.py" "$out" "$@" >"$TMP/py" 2>&1 || { fail "$(basename "$f") is not drawn upright, facing and centred"; sed 's/^/    /' "$TMP/py"; }
}

for spec in "+Y +Z" "-Y -X" "+Z -Y" "+Z +X"; do
  set -- $spec
  python3 "$TMP/gen.py" "$TMP/gen$1$2.xsf" "$1" "$2"
  upright "$TMP/gen$1$2.xsf" skull ankle_l ankle_r hand_l hand_r toe_l "$1" "$2"
done

BIP="Bip01 Head|Bip01 L Foot|Bip01 R Foot|Bip01 L Hand|Bip01 R Hand|Bip01 L Toe0"
corpus() { # FILE "HEAD|LFOOT|RFOOT|LHAND|RHAND|LTOE"
  if [ ! -f "$C/$1" ]; then echo "skipped (corpus file absent): $C/$1"; return; fi
  f=$1 names=$2
  IFS='|'; set -- $names; unset IFS
  upright "$C/$f" "$@"
}
corpus models/cal3d_thug/thug.csf "$BIP"
corpus models/piavca_bill/bill.xsf "$BIP"
corpus xsf/delta3d_PoseMeshMarine_Skeleton.XSF "$BIP"
for f in xsf/delta3d_Gina_Skeleton.xsf xsf/delta3d_YoungMan_Skeleton_Male_Average.xsf \
         xsf/delta3d_YoungMan_African_Skeleton_Male_Average.xsf; do
  corpus "$f" "mHead|mAnkleLeft|mAnkleRight|mWristLeft|mWristRight|mFootLeft"
done

# No pelvis and chest to read (a chain): up is the tallest axis, and the
# panels say that the facing was not found.
run "$SK" render --no-config "$(dirname "$0")/fixtures/pose/turned.xsf" -o "$TMP/turned.svg"
expect_rc 0 "render a chain"
grep -q 'data-up-from="extents"' "$TMP/turned.svg" || fail "a chain's up comes from its extents"
grep -q 'Front (facing not found' "$TMP/turned.svg" || fail "a chain's front panel says the facing is unknown"
finish
