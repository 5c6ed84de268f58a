#!/bin/sh
# `skellint render SKELETON --animation ANIM --time SECONDS`: the pose at
# that time, interpolated as Cal3D's CalCoreTrack::getState does (linear
# translation, CalQuaternion::blend between the keyframes around the time,
# keyframes sorted by time, the first or last two extrapolated outside
# them), composed as CalBone::calculateState does. Checked against poses
# computed by hand on a two-bone chain, from an XAF and from the same
# animation as a binary CAF; errors for what is not an animation; the SVG
# well-formed with hostile names.
. "$(dirname "$0")/lib.sh"
cd "$TMP"

# Upper at the origin; Lower 1 along +X below it.
bone() { # ID NAME TRANSLATION PARENT CHILD-ELEMENTS
  printf '<BONE ID="%s" NAME="%s" NUMCHILDS="%s"><TRANSLATION>%s</TRANSLATION><ROTATION>0 0 0 1</ROTATION>' "$1" "$2" "$5" "$3"
  printf '<LOCALTRANSLATION>0 0 0</LOCALTRANSLATION><LOCALROTATION>0 0 0 1</LOCALROTATION><PARENTID>%s</PARENTID>%s</BONE>\n' "$4" "$6"
}
{
  printf '<HEADER MAGIC="XSF" VERSION="919"/>\n<SKELETON NUMBONES="2">\n'
  bone 0 Upper "0 0 0" -1 1 "<CHILDID>1</CHILDID>"
  bone 1 Lower "1 0 0" 0 0 ""
  printf '</SKELETON>\n'
} >chain.xsf
# Upper turns from no rotation to (0 0 1 0), half a turn about Z, in 1 s;
# Lower slides from 1 to 3 along its parent's X (keyframes written out of
# order: Cal3D sorts them by time).
cat >bend.xaf <<'XAF'
<HEADER MAGIC="XAF" VERSION="919"/>
<ANIMATION DURATION="1" NUMTRACKS="2">
  <TRACK BONEID="0" NUMKEYFRAMES="2">
    <KEYFRAME TIME="0"><TRANSLATION>0 0 0</TRANSLATION><ROTATION>0 0 0 1</ROTATION></KEYFRAME>
    <KEYFRAME TIME="1"><TRANSLATION>0 0 0</TRANSLATION><ROTATION>0 0 1 0</ROTATION></KEYFRAME>
  </TRACK>
  <TRACK BONEID="1" NUMKEYFRAMES="2">
    <KEYFRAME TIME="1"><TRANSLATION>3 0 0</TRANSLATION><ROTATION>0 0 0 1</ROTATION></KEYFRAME>
    <KEYFRAME TIME="0"><TRANSLATION>1 0 0</TRANSLATION><ROTATION>0 0 0 1</ROTATION></KEYFRAME>
  </TRACK>
</ANIMATION>
XAF
# The same animation as a binary CAF (version 910: time, translation, rotation as floats).
python3 - <<'PY'
import struct
f = lambda *v: struct.pack('<%df' % len(v), *v)
i = lambda v: struct.pack('<i', v)
tracks = [(0, [(0, (0, 0, 0), (0, 0, 0, 1)), (1, (0, 0, 0), (0, 0, 1, 0))]),
          (1, [(1, (3, 0, 0), (0, 0, 0, 1)), (0, (1, 0, 0), (0, 0, 0, 1))])]
b = b'CAF\0' + i(910) + f(1.0) + i(len(tracks))
for bone, keys in tracks:
    b += i(bone) + i(len(keys))
    for t, tr, q in keys:
        b += f(t) + f(*tr) + f(*q)
open('bend.caf', 'wb').write(b)
PY

# Where the arithmetic puts Lower (Upper stays at the origin). Cal3D turns a
# vector v by a quaternion q as conj(q)·v·q: q = (0 0 sin a/2 cos a/2)
# turns by −a about Z.
#   t=0     q = identity, Lower at (1, 0, 0)
#   t=0.25  q = (0 0 sin 22.5° cos 22.5°): −45°; slid to 1.5 → (1.5·cos 45°, −1.5·sin 45°, 0)
#   t=0.5   q = (0 0 sin 45° cos 45°): −90° (the chain rotated 90°); slid to 2 → (0, −2, 0)
#   t=1     q = (0 0 1 0): −180°; slid to 3 → (−3, 0, 0)
#   t=1.5   after the last keyframe the last two extrapolate: d = 1.5, slid to 4;
#           blend weights sin(−45°), sin(135°): q = (0 0 √½ −√½), +90° → (0, 4, 0)
#   t=-0.5  before the first: d = −0.5, slid to 0 → (0, 0, 0)
for anim in bend.xaf bend.caf; do
  for case in "0 1 0" "0.25 1.0606602 -1.0606602" "0.5 0 -2" "1 -3 0" "1.5 0 4" "-0.5 0 0"; do
    set -- $case
    run "$SK" render chain.xsf --animation "$anim" --time "$1" -o pose.svg
    expect_rc 0 "render --animation $anim --time $1"
    python3 - pose.svg "$1" "$2" "$3" <<'PY' || fail "$anim at $1 s: Lower not at ($2, $3, 0)"
import sys, xml.etree.ElementTree as ET
NS = '{http://www.w3.org/2000/svg}'
root = ET.parse(sys.argv[1]).getroot()
t, x, y = (float(a) for a in sys.argv[2:5])
assert float(root.get('data-time')) == t and float(root.get('data-duration')) == 1, root.attrib
assert 'pose at' in root.find(NS + 'title').text, root.find(NS + 'title').text
for view in (g for g in root.iter(NS + 'g') if g.get('class') == 'view'):
    j = {int(c.get('data-index')): c for c in view.iter(NS + 'circle')}
    got = [tuple(float(j[i].get('data-' + a)) for a in 'xyz') for i in (0, 1)]
    assert all(abs(v) < 1e-5 for v in got[0]), ('Upper', got[0])
    assert all(abs(g - w) < 1e-5 for g, w in zip(got[1], (x, y, 0))), ('Lower', got[1])
PY
  done
done

# The default time is 0; a track of one keyframe holds it at every time; a
# bone without a track keeps its bind pose.
cat >one.xaf <<'XAF'
<HEADER MAGIC="XAF" VERSION="919"/>
<ANIMATION DURATION="2" NUMTRACKS="1">
  <TRACK BONEID="1" NUMKEYFRAMES="1">
    <KEYFRAME TIME="1"><TRANSLATION>0 5 0</TRANSLATION><ROTATION>0 0 0 1</ROTATION></KEYFRAME>
  </TRACK>
</ANIMATION>
XAF
run "$SK" render chain.xsf --animation one.xaf -o -
expect_rc 0 "render with one keyframe"
expect_out 'data-index="1" data-x="0" data-y="5" data-z="0"'
expect_out 'data-time="0" data-duration="2"'

# Not an animation, not a number, no such file.
run "$SK" render chain.xsf --animation chain.xsf -o -
expect_rc 2 "an XSF as the animation"
expect_err "not an animation (xsf); expected a Cal3D animation (XAF or CAF)"
run "$SK" render chain.xsf --animation bend.xaf --time soon -o -
expect_rc 2 "--time soon"
expect_err "--time: 'soon' is not a number of seconds"
run "$SK" render chain.xsf --animation missing.xaf -o -
expect_rc 2 "a missing animation"

# Hostile names in the skeleton and the animation's file name: the SVG
# stays well-formed.
sed 's/NAME="Upper"/NAME="\&lt;\/title\&gt;\&amp;\&quot;\&#9;"/' chain.xsf >hostile.xsf
cp bend.xaf '<&"x>.xaf'
run "$SK" render hostile.xsf --animation '<&"x>.xaf' --time 0.5 -o pose.svg
expect_rc 0 "render with hostile names"
python3 -c "import sys, xml.etree.ElementTree as ET; r = ET.parse(sys.argv[1]).getroot(); t = r.find('{http://www.w3.org/2000/svg}title').text; assert '<&\"x>.xaf' in t, t" pose.svg \
  || fail "the SVG of hostile names is not well-formed XML"
finish
