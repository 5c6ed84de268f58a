#!/bin/sh
# `skellint render MESH [--skeleton SKELETON]`: a Cal3D mesh's vertices under
# the bones (of the .cfg of its folder that lists it without --skeleton), front and side, where their POS puts them; a vertex with a
# finding coloured by it (SK204 a bone that is not there, SK201 weights
# that do not sum to 1, SK202 more influences than allowed) with its codes
# in its <title>; vertices without findings small and neutral. The mesh is
# checked with the skeleton (SK204 knows its bones). Hostile names keep the
# SVG well-formed; a large mesh renders in time linear in its vertices.
. "$(dirname "$0")/lib.sh"
cd "$TMP"

bone() { # ID NAME TRANSLATION LOCALTRANSLATION PARENT NUMCHILDS CHILD-ELEMENTS
  printf '<BONE ID="%s" NAME="%s" NUMCHILDS="%s"><TRANSLATION>%s</TRANSLATION><ROTATION>0 0 0 1</ROTATION>' "$1" "$2" "$6" "$3"
  printf '<LOCALTRANSLATION>%s</LOCALTRANSLATION><LOCALROTATION>0 0 0 1</LOCALROTATION><PARENTID>%s</PARENTID>%s</BONE>\n' "$4" "$5" "$7"
}
{
  printf '<HEADER MAGIC="XSF" VERSION="919"/>\n<SKELETON NUMBONES="2">\n'
  bone 0 Hip "0 0 0" "0 0 0" -1 1 "<CHILDID>1</CHILDID>"
  bone 1 Knee "0 0 -1" "0 0 1" 0 0 ""
  printf '</SKELETON>\n'
} >legs.xsf
# mesh.py N: an XMF of one submesh; vertex i at (i, 0, -0.5) weighted to
# bone 0. With "planted": vertex 1 sums to 1.3 (SK201), vertex 2 has five
# influences (SK202), vertex 3 names bone 7 of a 2-bone skeleton (SK204).
cat >mesh.py <<'PY'
import sys
n, planted = int(sys.argv[1]), len(sys.argv) > 2
out = ['<HEADER MAGIC="XMF" VERSION="919"/>', '<MESH NUMSUBMESH="1">',
       '<SUBMESH NUMVERTICES="%d" NUMFACES="0" MATERIAL="0" NUMLODSTEPS="0" NUMSPRINGS="0" NUMTEXCOORDS="0">' % n]
for i in range(n):
    infl = [(0, '1')]
    if planted and i == 1: infl = [(0, '0.8'), (1, '0.5')]
    if planted and i == 2: infl = [(0, '0.2'), (1, '0.2'), (0, '0.2'), (1, '0.2'), (0, '0.2')]
    if planted and i == 3: infl = [(7, '1')]
    out.append('<VERTEX ID="%d" NUMINFLUENCES="%d"><POS>%d 0 -0.5</POS><NORM>0 0 1</NORM>%s</VERTEX>'
               % (i, len(infl), i, ''.join('<INFLUENCE ID="%d">%s</INFLUENCE>' % b for b in infl)))
out += ['</SUBMESH>', '</MESH>']
open(sys.argv[1] + '.xmf', 'w').write('\n'.join(out) + '\n')
PY
python3 mesh.py 5 planted && mv 5.xmf body.xmf
run "$SK" render body.xmf --skeleton legs.xsf -o mesh.svg
expect_rc 0 "render MESH --skeleton"
python3 - mesh.svg <<'PY' || fail "the SVG of body.xmf"
import sys, xml.etree.ElementTree as ET
NS = '{http://www.w3.org/2000/svg}'
root = ET.parse(sys.argv[1]).getroot()
views = [g for g in root.iter(NS + 'g') if g.get('class') == 'view']
assert len(views) == 2, len(views)
# (vertex 2's five influences on two bones also repeat them: SK205, coloured after SK202)
want = {1: ('weight-sum', ['SK201']), 2: ('influence-count', ['SK202', 'SK205', 'SK205', 'SK205']),
        3: ('unknown-bone', ['SK204'])}
for view in views:
    layer = [g for g in view.iter(NS + 'g') if g.get('class') == 'vertices']
    assert len(layer) == 1 and layer[0].get('data-vertices') == '5', layer
    vs = {int(c.get('data-vertex')): c for c in layer[0].iter(NS + 'circle')}
    assert sorted(vs) == [0, 1, 2, 3, 4], sorted(vs)
    scale = float(root.get('data-scale'))
    # Vertex i sits i units from vertex 0 across the view (x along the figure's width
    # or depth: only the front view spreads them), half a unit below the hip.
    joints = {int(c.get('data-index')): c for c in view.iter(NS + 'circle') if c.get('data-index')}
    hip_y = float(joints[0].get('cy'))
    for i, c in vs.items():
        assert abs(float(c.get('cy')) - (hip_y + 0.5 * scale)) < 0.02, (i, c.get('cy'), hip_y)
        if i in want:
            cls, codes = want[i]
            assert c.get('class').split() == ['vertex', 'finding', cls], (i, c.get('class'))
            assert c.get('data-codes').split() == codes, (i, c.get('data-codes'))
            title = c.find(NS + 'title').text
            assert title.startswith('vertex %d of submesh 0' % i) and codes[0] + ':' in title, title
            assert float(c.get('r')) > 2
        else:
            assert c.get('class') == 'vertex' and c.find(NS + 'title') is None, (i, c.attrib)
            assert float(c.get('r')) <= 1
    if view.get('id') == 'front':
        xs = [float(vs[i].get('cx')) for i in range(5)]
        steps = [abs(b - a) for a, b in zip(xs, xs[1:])]
        assert all(abs(s - scale) < 0.02 for s in steps), (steps, scale)
    # The vertices under the bones: their group comes first in the view.
    kids = [g.get('class') for g in view if g.tag == NS + 'g']
    assert kids.index('vertices') < kids.index('bones'), kids

assert 'body.xmf, 5 vertices, 3 with findings' in ET.tostring(root, encoding='unicode'), 'caption'
PY

# The skeleton through its character's .cfg.
printf 'skeleton=legs.xsf\nmesh=body.xmf\n' >hero.cfg
run "$SK" render body.xmf --skeleton hero.cfg -o -
expect_rc 0 "render MESH --skeleton CFG"
expect_out 'data-codes="SK204"'

# A mesh alone: over the skeleton of the one .cfg of its folder that lists
# it (a .cfg listing other files is passed over), the picture --skeleton
# hero.cfg draws; none, or two, is an error saying so.
"$SK" render body.xmf --skeleton hero.cfg -o with-cfg.svg
printf 'skeleton=legs.xsf\nmesh=other.xmf\n' >a-other.cfg
run "$SK" render body.xmf -o found.svg
expect_rc 0 "a mesh without --skeleton, its folder's .cfg listing it"
cmp -s with-cfg.svg found.svg || fail "render body.xmf differs from render body.xmf --skeleton hero.cfg"
printf 'skeleton=legs.xsf\nmesh=body.xmf\n' >villain.cfg
run "$SK" render body.xmf -o -
expect_rc 2 "a mesh two .cfgs list"
expect_err "body.xmf: two model files list it, hero.cfg and villain.cfg; choose its skeleton: --skeleton hero.cfg"
rm hero.cfg villain.cfg
run "$SK" render body.xmf -o -
expect_rc 2 "a mesh no .cfg lists"
expect_err "body.xmf: no model file (.cfg) of its folder lists it; name its skeleton: --skeleton SKELETON"
rm a-other.cfg
printf 'skeleton=legs.xsf\nmesh=body.xmf\n' >hero.cfg
# A skeleton given as the mesh.
run "$SK" render legs.xsf --skeleton legs.xsf -o -
expect_rc 2 "a skeleton as the mesh"
expect_err "expected a Cal3D mesh (XMF or CMF)"

# Two submeshes: a vertex is numbered within its own, as the findings
# number it (the page finds "vertex 0 of submesh 1" by data-vertex and
# data-submesh).
python3 - <<'PY'
v = lambda i, x, b: ('<VERTEX ID="%d" NUMINFLUENCES="1"><POS>%d 0 -0.5</POS><NORM>0 0 1</NORM>'
                     '<INFLUENCE ID="%d">1</INFLUENCE></VERTEX>' % (i, x, b))
sub = lambda vs: ('<SUBMESH NUMVERTICES="%d" NUMFACES="0" MATERIAL="0" NUMLODSTEPS="0" NUMSPRINGS="0" '
                  'NUMTEXCOORDS="0">' % len(vs)) + ''.join(vs) + '</SUBMESH>'
open('two.xmf', 'w').write('\n'.join(['<HEADER MAGIC="XMF" VERSION="919"/>', '<MESH NUMSUBMESH="2">',
                                      sub([v(0, 0, 0), v(1, 1, 0)]), sub([v(0, 2, 9), v(1, 3, 0)]), '</MESH>', '']))
PY
run "$SK" render two.xmf --skeleton legs.xsf -o -
expect_rc 0 "render a mesh of two submeshes"
expect_out 'data-vertex="0" data-submesh="1"'
expect_out 'data-vertex="1" data-submesh="1"'
python3 - "$TMP/out" <<'PY' || fail "vertex 0 of submesh 1 carries its SK204"
import sys, re
svg = open(sys.argv[1]).read()
m = re.search(r'<circle class="vertex finding unknown-bone" data-vertex="(\d+)" data-submesh="(\d+)"[^>]*><title>([^\n]*)', svg)
assert m and m.groups() == ('0', '1', 'vertex 0 of submesh 1'), m and m.groups()
PY

# Hostile names: the mesh's file and a message quoting them.
cp body.xmf '<&"m>.xmf'
run "$SK" render '<&"m>.xmf' --skeleton legs.xsf -o hostile.svg
expect_rc 0 "render a mesh with a hostile name"
python3 -c "import sys, xml.etree.ElementTree as ET; ET.parse(sys.argv[1])" hostile.svg || fail "the SVG of '<&\"m>.xmf' is not well-formed"

# Linear: 4n vertices take about 4 times as long as n (not 16); timed as a
# ratio of the two runs on this machine, with room for noise.
python3 mesh.py 25000 && python3 mesh.py 100000
python3 - "$SK" <<'PY' || fail "render of a 100,000-vertex mesh is not linear"
import subprocess, sys, time
def took(n):
    best = None
    for _ in range(2):
        t = time.perf_counter()
        subprocess.run([sys.argv[1], 'render', '%d.xmf' % n, '--skeleton', 'legs.xsf', '-o', 'big.svg'], check=True)
        t = time.perf_counter() - t
        best = t if best is None else min(best, t)
    return best
small, big = took(25000), took(100000)
print('25,000 vertices: %.2f s; 100,000: %.2f s (ratio %.1f)' % (small, big, big / small))
# Against at least 0.2 s: a run shorter than that is mostly start-up and
# noise, which a loaded machine can double.
assert big < 8 * max(small, 0.2), 'ratio %.1f' % (big / small)
PY
finish
