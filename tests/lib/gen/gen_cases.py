#!/usr/bin/env python3
"""gen_cases.py — writes the binary Cal3D cases (tests/cases/csf, caf, cmf, crf,
cpf) from the readable descriptions below, so that no case is hand-edited hex.

    gen_cases.py DIR           write DIR/csf/*.csf, DIR/caf/*.caf … (DIR = tests/cases)
    gen_cases.py --check DIR   fail when a committed file differs from what is generated,
                               or a generated one is missing

The .expected files are skellint's output (tests/run_cases.sh, UPDATE=1), read
and committed by hand. Layouts: docs/cal3d-binary.md.
"""
import os
import struct
import sys

Q_ID = (0.0, 0.0, 0.0, 1.0)


def i32(v):
    return struct.pack('<i', v)


def f32(*vs):
    return b''.join(struct.pack('<f', v) for v in vs)


def name(s):
    b = (s if isinstance(s, bytes) else s.encode()) + b'\0'
    return i32(len(b)) + b


class Fields:
    """Bytes with the offset after each field, to truncate at every boundary."""

    def __init__(self):
        self.data = b''
        self.ends = []

    def add(self, b):
        self.data += b
        self.ends.append(len(self.data))
        return self


def bone(f, nm, t=(0, 0, 0), q=Q_ID, bt=(0, 0, 0), bq=Q_ID, parent=-1, children=(), lights=False,
         light=(0, (1, 1, 1))):
    f.add(name(nm)).add(f32(*t)).add(f32(*q)).add(f32(*bt)).add(f32(*bq)).add(i32(parent))
    if lights:  # IMVU's lineage, versions 911-999: light type, light colour
        f.add(i32(light[0])).add(f32(*light[1]))
    f.add(i32(len(children)))
    for c in children:
        f.add(i32(c))


def trunk2009(version, trunk):
    """Version 1300 as Cal3D's trunk wrote and read it from January 2009 to March
    2017 (mp3butcher/Cal3D ebe5245 .. 28cd3c1): IMVU's additions."""
    return trunk and version == 1300


def csf(bones, version=910, count=None, ambient=(0.5, 0.5, 0.5), trunk=False):
    f = Fields().add(b'CSF\0').add(i32(version)).add(i32(len(bones) if count is None else count))
    lights = 911 <= version < 1000 or trunk2009(version, trunk)
    if lights:  # the scene's ambient colour
        f.add(f32(*ambient))
    for b in bones:
        bone(f, lights=lights, **b)
    return f


def caf(tracks, version=910, duration=1.0, flag=None, count=None, flags_word=True, trunk=False):
    """tracks: [(bone, [(time, t3, q4), ...]), ...]; flag: the 919 compression
    flag (before the duration) or the 1100+ flags word (after the track count),
    which Cal3D 0.11.0 itself does not write (flags_word=False). The trunk's
    1300 of 2009-2017 has both: the compression flag (0) and the flags word."""
    f = Fields().add(b'CAF\0').add(i32(version))
    if 913 <= version < 1000 and flag is not None:
        f.add(i32(flag))
    if trunk2009(version, trunk):
        f.add(i32(0))
    f.add(f32(duration)).add(i32(len(tracks) if count is None else count))
    if version >= 1100 and flags_word:
        f.add(i32(flag or 0))
    for bone_id, keys in tracks:
        f.add(i32(bone_id)).add(i32(len(keys)))
        for time, t, q in keys:
            f.add(f32(time)).add(f32(*t)).add(f32(*q))
    return f


def imvu(version):
    """IMVU's lineage (911-999): lights, vertex colours, morphs, map types."""
    return 911 <= version < 1000


def vertex(pos=(0, 0, 0), norm=(0, 0, 1), color=(1, 1, 1), collapse=(-1, 0), uv=((0.5, 0.5),),
           infl=((0, 1.0),), physique=1.0):
    return dict(pos=pos, norm=norm, color=color, collapse=collapse, uv=uv, infl=infl,
                physique=physique)


def submesh(vertices, faces=((0, 1, 2),), material=0, lods=0, springs=(), morphs=(), tc=1):
    """morphs: [(name, [(vertex ID, pos, norm, uvs), ...], terminator), ...]"""
    return dict(vertices=vertices, faces=faces, material=material, lods=lods, springs=springs,
                morphs=morphs, tc=tc)


def cmf(subs, version=910, count=None, trunk=False):
    f = Fields().add(b'CMF\0').add(i32(version)).add(i32(len(subs) if count is None else count))
    ext = imvu(version) or trunk2009(version, trunk)
    for s in subs:
        f.add(i32(s['material'])).add(i32(len(s['vertices']))).add(i32(len(s['faces'])))
        f.add(i32(s['lods'])).add(i32(len(s['springs']))).add(i32(s['tc']))
        if ext:
            f.add(i32(len(s['morphs'])))
        for v in s['vertices']:
            f.add(f32(*v['pos'])).add(f32(*v['norm']))
            if ext:
                f.add(f32(*v['color']))
            f.add(i32(v['collapse'][0])).add(i32(v['collapse'][1]))
            for uv in (list(v['uv']) * s['tc'])[:s['tc']]:  # as many as the submesh says
                f.add(f32(*uv))
            f.add(i32(len(v['infl'])))
            for bone_id, w in v['infl']:
                f.add(i32(bone_id)).add(f32(w))
            if s['springs']:
                f.add(f32(v['physique']))
        for a, b, coef, length in s['springs']:
            f.add(i32(a)).add(i32(b)).add(f32(coef)).add(f32(length))
        for nm, blends, end in s['morphs']:
            f.add(name(nm))
            for vid, pos, norm, uvs in blends:
                f.add(i32(vid)).add(f32(*pos)).add(f32(*norm))
                for uv in (list(uvs) * s['tc'])[:s['tc']]:
                    f.add(f32(*uv))
            f.add(i32(end))
        for face in s['faces']:
            f.add(i32(face[0])).add(i32(face[1])).add(i32(face[2]))
    return f


def crf(maps, version=910, colors=((55, 55, 17, 0), (238, 181, 172, 255), (229, 229, 229, 0)),
        shininess=0.05, count=None, trunk=False):
    """maps: [(file, type), ...]; the type is written in IMVU's versions (and the
    trunk's 1300 of 2009-2017) only."""
    f = Fields().add(b'CRF\0').add(i32(version))
    for c in colors:
        f.add(bytes(c))
    f.add(f32(shininess)).add(i32(len(maps) if count is None else count))
    for file, kind in maps:
        f.add(name(file))
        if imvu(version) or trunk2009(version, trunk):
            f.add(name(kind))
    return f


def cpf(tracks, version=919, duration=1.0, count=None):
    """tracks: [(morph name, [(time, weight), ...]), ...]"""
    f = Fields().add(b'CPF\0').add(i32(version)).add(f32(duration))
    f.add(i32(len(tracks) if count is None else count))
    for nm, keys in tracks:
        f.add(name(nm)).add(i32(len(keys)))
        for time, w in keys:
            f.add(f32(time)).add(f32(w))
    return f


TRI = [vertex(pos=(0, 0, 0)), vertex(pos=(1, 0, 0)), vertex(pos=(0, 1, 0))]
BLENDS = [(1, (0, 0, 0.5), (0, 0, 1), ((0.5, 0.5),)), (2, (0, 0, 0.25), (0, 0, 1), ((0.5, 0.5),))]
MORPH_TRACKS = [('smile', [(0.0, 0.0), (1.0, 1.0)]), ('blink', [(0.0, 0.0), (0.5, 1.0)])]


def tri(i, **kw):
    """The triangle with vertex i changed."""
    vs = list(TRI)
    vs[i] = dict(vs[i], **kw)
    return vs


def u16(v):
    return struct.pack('<H', v)


def i16(v):
    return struct.pack('<h', v)


# Mainline's compressed keyframes (version 1100 on, flags bit 0): per track a
# translation minimum and step (3 + 3 floats), then 12-byte keyframes: the
# time as a u16 fraction of the duration, the translation as 11 + 11 + 10 bits
# of steps, the rotation as three i16 ("smallest three": bit 0 of the second
# and third say which component is left out; 1, 1 = w).
Q_ID_PACKED = (0, 1, 1)


def qkey(itime, steps=(0, 0, 0), q=Q_ID_PACKED):
    x, y, z = steps
    return u16(itime) + struct.pack('<I', x | y << 11 | z << 22) + i16(q[0]) + i16(q[1]) + i16(q[2])


def caf_quantised(tracks, duration=1.0, version=1100, count=None):
    """tracks: [(bone, minimum3, step3, [qkey bytes, ...]), ...]"""
    f = Fields().add(b'CAF\0').add(i32(version)).add(f32(duration))
    f.add(i32(len(tracks) if count is None else count)).add(i32(1))
    for bone_id, lo, step, keys in tracks:
        f.add(i32(bone_id)).add(i32(len(keys))).add(f32(*lo)).add(f32(*step))
        for k in keys:
            f.add(k)
    return f


QTRACKS = [
    (0, (-1, -1, -1), (0.001, 0.001, 0.002), [qkey(0), qkey(65535, (1000, 1000, 500))]),
    (1, (0, 0, 0), (0.5, 0.5, 0.5), [qkey(0, (0, 0, 2)), qkey(32768, (0, 0, 2))]),
]


class Bits:
    """IMVU's bit order: each value from its low bit up, bytes filled from their low end."""

    def __init__(self):
        self.v = 0
        self.n = 0

    def put(self, value, nbits):
        self.v |= (value & ((1 << nbits) - 1)) << self.n
        self.n += nbits
        return self

    def bytes(self):
        return self.v.to_bytes((self.n + 7) // 8, 'little')


def imvu_rot_time(steps, q=(0, 0, 0, 2047), big=3, signs=(0, 0, 0, 0)):
    """6 bytes: the left-out component's index, the other three as a sign and
    11 bits (of 2047), the time in 1/30 s steps (10 bits)."""
    b = Bits().put(big, 2)
    for i in range(4):
        if i != big:
            b.put(signs[i], 1).put(q[i], 11)
    return b.put(steps, 10).bytes()


def imvu_pos(steps, high=False):
    """The translation: 3 x (25 or 9 bits of the range, a sign), 2 bits of padding."""
    b = Bits()
    for v in steps:
        b.put(abs(v), 25 if high else 9).put(1 if v < 0 else 0, 1)
    return b.put(0, 2).bytes()


def imvu_track(bone, keys, translation=True, high=False, dynamic=True):
    """keys: [(steps, pos steps or None, rotation bytes extra), ...] already encoded."""
    b1 = (bone >> 8) & 0x1f | (0x80 if translation else 0) | (0x40 if high else 0) | (0x20 if dynamic else 0)
    return bytes([bone & 0xff, b1, len(keys) & 0xff, len(keys) >> 8])


def caf_imvu(tracks, version=919, duration=1.0):
    """tracks: [(header bytes, [keyframe bytes, ...]), ...]; 919 carries the flag (1),
    and so does the trunk's 1300 of 2009-2017, with the flags word (0) after the
    track count."""
    f = Fields().add(b'CAF\0').add(i32(version))
    if version >= 919:
        f.add(i32(1))
    f.add(f32(duration)).add(i32(len(tracks)))
    if version == 1300:
        f.add(i32(0))
    for head, keys in tracks:
        f.add(head)
        for k in keys:
            f.add(k)
    return f


# Track 0: translations that change, small range; track 1: none (the skeleton's).
ITRACKS = [
    (imvu_track(0, [0, 0]), [imvu_pos((0, 0, 256)) + imvu_rot_time(0),
                            imvu_pos((10, -20, 256)) + imvu_rot_time(30, q=(0, 0, 1024, 0))]),
    (imvu_track(1, [0, 0], translation=False), [imvu_rot_time(0), imvu_rot_time(15)]),
]


SKEL = [
    dict(nm='Root', parent=-1, children=(1,)),
    dict(nm='Spine', t=(0, 0, 1), bt=(0, 0, -1), parent=0, children=(2,)),
    dict(nm='Head', t=(0, 0, 1), bt=(0, 0, -2), parent=1),
]
TRACKS = [
    (0, [(0.0, (0, 0, 0), Q_ID), (1.0, (0, 0, 0.5), Q_ID)]),
    (1, [(0.0, (0, 0, 1), Q_ID), (0.5, (0, 0, 1), (0.0, 0.0, 0.6, 0.8))]),
]


def cases():
    out = {}
    ok = csf(SKEL)
    out['csf/ok-three-bones.csf'] = ok.data
    out['csf/ok-version-1000.csf'] = csf(SKEL, version=1000).data
    # No child list anywhere (a fuzzing find: SK109 read an empty list's
    # address arithmetic off a null array).
    out['csf/ok-one-bone-no-children.csf'] = csf([dict(nm='Root')]).data
    lit = csf(SKEL, version=919)
    out['csf/ok-version-919-lights.csf'] = lit.data
    out['csf/SK302-version-919-lights-non-unit-rotation.csf'] = csf(
        [SKEL[0], dict(SKEL[1], q=(0.0, 0.0, 0.7, 0.8)), SKEL[2]], version=919).data
    for end in lit.ends[2:4] + lit.ends[10:12]:  # the ambient colour, bone 0's light
        out['csf/SK001-version-919-truncated-after-%04d.csf' % end] = lit.data[:end]
    out['csf/SK406-version-919-light-colour-in-0-255.csf'] = csf(
        [SKEL[0], dict(SKEL[1], light=(1, (251, 232, 181))), SKEL[2]], version=919).data
    out['csf/SK406-version-919-light-type-7-ambient-in-0-255.csf'] = csf(
        [dict(SKEL[0], light=(7, (1, 1, 1))), SKEL[1], SKEL[2]], version=919,
        ambient=(128, 128, 128)).data
    # Version 1300: 0.11's plain layout, or the 2009-2017 trunk's with lights;
    # each read in the layout that reads it whole.
    out['csf/ok-version-1300-plain.csf'] = csf(SKEL, version=1300).data
    lit13 = csf(SKEL, version=1300, trunk=True, ambient=(0.25, 0.25, 0.25))
    out['csf/ok-version-1300-trunk-lights.csf'] = lit13.data
    out['csf/SK302-version-1300-trunk-non-unit-rotation.csf'] = csf(
        [SKEL[0], dict(SKEL[1], q=(0.0, 0.0, 0.7, 0.8)), SKEL[2]], version=1300, trunk=True).data
    for end in lit13.ends[3:4] + lit13.ends[10:12] + lit13.ends[-3:-1]:
        out['csf/SK001-version-1300-trunk-truncated-after-%04d.csf' % end] = lit13.data[:end]
    plain13 = csf(SKEL, version=1300)
    for end in plain13.ends[2:4] + plain13.ends[-3:-1]:
        out['csf/SK001-version-1300-plain-truncated-after-%04d.csf' % end] = plain13.data[:end]
    out['csf/SK105-two-bones-named-spine.csf'] = csf(
        [SKEL[0], SKEL[1], dict(SKEL[2], nm='Spine')]).data
    out['csf/SK104-second-root-imvu.csf'] = csf(
        [dict(SKEL[0], children=()), dict(SKEL[1], parent=-1), SKEL[2]]).data
    out['csf/SK104-ok-second-root-cal3d.csf'] = csf(
        [dict(SKEL[0], children=()), dict(SKEL[1], parent=-1), SKEL[2]]).data
    out['csf/SK006-skeleton-named-xsf.xsf'] = ok.data
    out['csf/SK101-parent-out-of-range.csf'] = csf(
        [SKEL[0], dict(SKEL[1], parent=7), SKEL[2]]).data
    out['csf/SK101-name-with-control-and-invalid-bytes.csf'] = csf(
        [SKEL[0], dict(SKEL[1], nm=b'Spi\x01ne\xff', parent=7), SKEL[2]]).data
    # Child lists against the parents (SK401, SK402): Cal3D's loader reads
    # them and computes the bind pose down them from the roots.
    out['csf/SK402-child-not-listed.csf'] = csf(
        [SKEL[0], dict(SKEL[1], children=()), SKEL[2]]).data
    out['csf/SK402-childid-out-of-range.csf'] = csf(
        [SKEL[0], SKEL[1], dict(SKEL[2], children=(9,))]).data
    out['csf/SK401-extra-child.csf'] = csf(
        [dict(SKEL[0], children=(1, 2)), SKEL[1], SKEL[2]]).data
    out['csf/SK109-two-bones-list-one-child.csf'] = csf(
        [SKEL[0], dict(SKEL[1], children=(2,)), dict(SKEL[2], children=(1,))]).data
    # Head before its parent Spine (Cal3D walks from the roots and loads it).
    out['csf/SK102-child-before-parent.csf'] = csf(
        [dict(SKEL[0], children=(2,)), dict(SKEL[2], parent=2), dict(SKEL[1], children=(1,))]).data
    out['csf/SK103-parent-cycle.csf'] = csf(
        [dict(nm='A', parent=1, children=(1,)), dict(nm='B', parent=0, children=(0,))]).data
    out['csf/SK301-root-moved-and-turned.csf'] = csf(
        [dict(SKEL[0], t=(0, 0, 12.5), q=(0.0, 0.0, 0.70710677, 0.70710677)), SKEL[1],
         SKEL[2]]).data
    out['csf/SK302-non-unit-rotation.csf'] = csf(
        [SKEL[0], dict(SKEL[1], q=(0.0, 0.0, 0.7, 0.8)), SKEL[2]]).data
    out['csf/SK305-bone-moved-bind-pose-not.csf'] = csf(
        [SKEL[0], dict(SKEL[1], t=(0, 0, 1.5)), SKEL[2]]).data
    out['csf/SK003-nan-translation.csf'] = csf(
        [SKEL[0], dict(SKEL[1], t=(0, float('nan'), 1)), SKEL[2]]).data
    out['csf/SK001-version-698.csf'] = csf(SKEL, version=698).data
    out['csf/SK001-newer-version-not-checked.csf'] = csf(SKEL, version=1301).data
    out['csf/SK001-zero-bones.csf'] = csf([], count=0).data
    out['csf/SK001-absurd-bone-count.csf'] = csf(SKEL, count=0x7fffffff).data
    out['csf/SK001-absurd-child-count.csf'] = csf(
        [SKEL[0], dict(SKEL[1], children=()), SKEL[2]]).data.replace(
        i32(0) + name('Head'), i32(0x10000000) + name('Head'), 1)
    out['csf/SK001-negative-child-id.csf'] = csf(
        [dict(SKEL[0], children=(-1,)), SKEL[1], SKEL[2]]).data
    out['csf/SK001-absurd-name-length.csf'] = ok.data[:12] + i32(0x7ffffff0) + ok.data[16:]
    for end in ok.ends[:-1]:
        out['csf/SK001-truncated-after-%04d.csf' % end] = ok.data[:end]

    an = caf(TRACKS)
    out['caf/ok-two-tracks.caf'] = an.data
    out['caf/ok-version-919-uncompressed.caf'] = caf(TRACKS, version=919, flag=0).data
    out['caf/ok-version-1100-flags-0.caf'] = caf(TRACKS, version=1100, flag=0).data
    # As Cal3D 0.11.0 (Debian's libcal3d) writes and reads version 1100.
    out['caf/ok-version-1100-no-flags-word.caf'] = caf(TRACKS, version=1100, flags_word=False).data
    out['caf/SK006-animation-named-xaf.xaf'] = an.data
    # Version 1300: 0.11's layout (a flags word after the track count), or the
    # 2009-2017 trunk's (a compression flag after the version as well).
    out['caf/ok-version-1300-plain-flags-0.caf'] = caf(TRACKS, version=1300, flag=0).data
    an13 = caf(TRACKS, version=1300, trunk=True)
    out['caf/ok-version-1300-trunk.caf'] = an13.data
    out['caf/SK461-version-1300-trunk-time-goes-back.caf'] = caf(
        [(0, [(0.5, (0, 0, 0), Q_ID), (0.25, (0, 0, 0), Q_ID)])], version=1300, trunk=True).data
    for end in an13.ends[2:6] + an13.ends[-3:-1]:
        out['caf/SK001-version-1300-trunk-truncated-after-%04d.caf' % end] = an13.data[:end]
    plain_an13 = caf(TRACKS, version=1300, flag=0)
    for end in plain_an13.ends[2:5] + plain_an13.ends[-3:-1]:
        out['caf/SK001-version-1300-plain-truncated-after-%04d.caf' % end] = plain_an13.data[:end]
    ia = caf_imvu(ITRACKS)
    out['caf/ok-version-919-imvu-compressed.caf'] = ia.data
    ia13 = caf_imvu(ITRACKS, version=1300)
    out['caf/ok-version-1300-trunk-imvu-compressed.caf'] = ia13.data
    for end in ia13.ends[4:7] + ia13.ends[-2:]:
        out['caf/SK001-version-1300-trunk-imvu-compressed-truncated-after-%04d.caf' % end] = (
            ia13.data[:end - 1])
    for end in ia.ends[5:]:  # every field of both tracks
        out['caf/SK001-imvu-compressed-truncated-after-%04d.caf' % end] = ia.data[:end - 1]
    # A track without keyframes: its 16-bit count is not checked by IMVU's
    # loader (fuzz_caf: the one binary whose XML, NUMKEYFRAMES="0", the XML
    # loader refuses; SK409 there, nothing here).
    out['caf/ok-imvu-compressed-track-without-keyframes.caf'] = caf_imvu(
        [ITRACKS[0], (imvu_track(1, [], translation=False), [])]).data
    # 913: no flag; high range, translations that do not change (only the
    # first keyframe carries them).
    out['caf/ok-version-913-imvu-compressed.caf'] = caf_imvu(
        [(imvu_track(300, [0, 0, 0], high=True, dynamic=False),
          [imvu_pos((1 << 20, 0, -(1 << 21)), high=True) + imvu_rot_time(0),
           imvu_rot_time(10), imvu_rot_time(20)])], version=913).data
    # 917: the translation (when written) and the rotation follow as floats,
    # and replace the packed ones.
    out['caf/ok-version-917-imvu-compressed.caf'] = caf_imvu(
        [(imvu_track(2, [0, 0]), [imvu_pos((1, 2, 3)) + imvu_rot_time(0) + f32(0.5, 0, 1) + f32(*Q_ID),
                                  imvu_pos((1, 2, 3)) + imvu_rot_time(3) + f32(0.5, 0, 1) + f32(0, 0, 0.6, 0.8)])],
        version=917).data
    out['caf/SK302-imvu-917-rotation-not-unit.caf'] = caf_imvu(
        [(imvu_track(2, [0], translation=False), [imvu_rot_time(0) + f32(0, 0, 0.7, 0.8)])],
        version=916).data
    out['caf/SK003-imvu-917-nan-rotation.caf'] = caf_imvu(
        [(imvu_track(2, [0], translation=False), [imvu_rot_time(0) + f32(0, float('nan'), 0, 1)])],
        version=917).data
    out['caf/SK461-imvu-compressed-time-goes-back.caf'] = caf_imvu(
        [(imvu_track(0, [0, 0], translation=False), [imvu_rot_time(20), imvu_rot_time(10)])]).data
    out['caf/SK461-imvu-compressed-time-after-duration.caf'] = caf_imvu(
        [(imvu_track(0, [0, 0], translation=False), [imvu_rot_time(0), imvu_rot_time(90)])],
        duration=2.0).data
    qa = caf_quantised(QTRACKS)
    out['caf/ok-version-1100-compressed.caf'] = qa.data
    for end in qa.ends[5:8] + qa.ends[9:11]:  # a track's head, its range, a keyframe
        out['caf/SK001-compressed-truncated-after-%04d.caf' % end] = qa.data[:end - 3]
    out['caf/SK001-compressed-absurd-keyframe-count.caf'] = caf_quantised(
        [(0, (0, 0, 0), (1, 1, 1), [qkey(0)] * 2)]).data.replace(i32(2) + f32(0), i32(0x7fffffff) + f32(0), 1)
    # 32766 thrice, which = x: the three are 0.7071 each, so 1 - their squares is
    # -0.5, kept as it is (no square root at or below FLT_EPSILON): |q| = 1.32.
    out['caf/SK302-compressed-rotation-not-unit.caf'] = caf_quantised(
        [(0, (0, 0, 0), (1, 1, 1), [qkey(0, q=(32766, 32766, 32766))])]).data
    out['caf/SK461-compressed-time-goes-back.caf'] = caf_quantised(
        [(0, (0, 0, 0), (1, 1, 1), [qkey(40000), qkey(20000)])]).data
    out['caf/SK003-compressed-nan-minimum.caf'] = caf_quantised(
        [(0, (0, float('nan'), 0), (1, 1, 1), [qkey(0)])]).data
    out['caf/SK001-version-698.caf'] = caf(TRACKS, version=698).data
    out['caf/SK001-zero-tracks.caf'] = caf([], count=0).data
    out['caf/SK001-absurd-track-count.caf'] = caf(TRACKS, count=0x40000000).data
    out['caf/SK001-absurd-keyframe-count.caf'] = an.data[:20] + i32(0x7fffffff) + an.data[24:]
    out['caf/SK001-zero-keyframes.caf'] = an.data[:20] + i32(0) + an.data[24:]
    out['caf/SK001-negative-bone-id.caf'] = an.data[:16] + i32(-1) + an.data[20:]
    out['caf/SK461-time-goes-back.caf'] = caf(
        [(0, [(0.5, (0, 0, 0), Q_ID), (0.25, (0, 0, 0), Q_ID)])]).data
    out['caf/SK461-time-after-duration.caf'] = caf(
        [(0, [(0.0, (0, 0, 0), Q_ID), (2.0, (0, 0, 0), Q_ID)])]).data
    out['caf/SK462-zero-duration.caf'] = caf(TRACKS, duration=0.0).data
    out['caf/SK463-two-tracks-one-bone.caf'] = caf([TRACKS[0], TRACKS[0]]).data
    out['caf/SK302-non-unit-rotation.caf'] = caf(
        [(0, [(0.0, (0, 0, 0), (0.0, 0.0, 0.7, 0.8))])]).data
    # fuzz_caf: a rotation not wholly read is no other value at the same time (as in XML).
    out['caf/fuzz-same-time-nan-rotation.caf'] = caf(
        [(0, [(0.0, (0, 0, 0), (0.0, 0.0, float('nan'), 1.0)), (0.0, (0, 0, 0), Q_ID)])]).data
    out['caf/SK003-nan-time.caf'] = caf([(0, [(float('nan'), (0, 0, 0), Q_ID)])]).data
    out['caf/SK110-track-bone-not-in-skeleton.caf'] = caf([(0, TRACKS[0][1]), (9, TRACKS[0][1])]).data
    for end in an.ends[:-1]:
        out['caf/SK001-truncated-after-%04d.caf' % end] = an.data[:end]

    me = cmf([submesh(TRI)])
    out['cmf/ok-triangle.cmf'] = me.data
    out['cmf/ok-version-1000.cmf'] = cmf([submesh(TRI)], version=1000).data
    morphing = cmf([submesh(TRI, morphs=[('smile', BLENDS, 3)])], version=919)
    out['cmf/ok-version-919-colours-and-morph.cmf'] = morphing.data
    out['cmf/ok-version-919-springs-two-morphs-lods.cmf'] = cmf(
        [submesh([dict(v, collapse=(1, 2)) for v in TRI], lods=2, springs=[(0, 2, 0.25, 0.5)],
                 morphs=[('smile', BLENDS, 3), ('blink', BLENDS[1:], 9)], tc=2),
         submesh(TRI, material=-1)], version=919).data
    # Version 1300: 0.11's plain layout, or the 2009-2017 trunk's with vertex
    # colours and morphs (and, Cal3D's own loader, the winding from the first face).
    out['cmf/ok-version-1300-plain.cmf'] = cmf([submesh(TRI)], version=1300).data
    morph13 = cmf([submesh(TRI, morphs=[('smile', BLENDS, 3)])], version=1300, trunk=True)
    out['cmf/ok-version-1300-trunk-colours-and-morph.cmf'] = morph13.data
    out['cmf/ok-version-1300-trunk-first-face-turns-winding.cmf'] = cmf(
        [submesh(TRI, faces=((2, 1, 0),))], version=1300, trunk=True).data
    out['cmf/SK454-version-1300-trunk-blend-vertex-id-repeated.cmf'] = cmf(
        [submesh(TRI, morphs=[('smile', [BLENDS[0], BLENDS[0]], 3)])], version=1300, trunk=True).data
    for end in morph13.ends[2:4] + morph13.ends[11:13] + morph13.ends[36:40] + morph13.ends[-3:-1]:
        out['cmf/SK001-version-1300-trunk-truncated-after-%04d.cmf' % end] = morph13.data[:end]
    plain_me13 = cmf([submesh(TRI)], version=1300)
    for end in plain_me13.ends[2:4] + plain_me13.ends[-3:-1]:
        out['cmf/SK001-version-1300-plain-truncated-after-%04d.cmf' % end] = plain_me13.data[:end]
    out['cmf/ok-two-submeshes-springs.cmf'] = cmf(
        [submesh(TRI, springs=[(0, 1, 0.5, 1.0)]), submesh(TRI, material=1, tc=0,
         faces=((2, 1, 0),))]).data
    # The binary loader takes each submesh's winding from its first face
    # (and turns every face round when that face's normal agrees with its
    # first corner's normal: the second submesh above); a first face with
    # no area it refuses, or (0.11.0) takes as it is. Later faces it does
    # not look at.
    out['cmf/SK455-first-face-without-area.cmf'] = cmf([submesh(TRI, faces=((0, 1, 1),))]).data
    out['cmf/SK455-first-face-of-submesh-1-without-area.cmf'] = cmf(
        [submesh(TRI), submesh(TRI, faces=((2, 2, 2), (0, 1, 2)))]).data
    out['cmf/ok-second-face-without-area.cmf'] = cmf(
        [submesh(TRI, faces=((0, 1, 2), (0, 1, 1)))]).data
    out['cmf/ok-version-919-first-face-without-area.cmf'] = cmf(
        [submesh(TRI, faces=((0, 1, 1),))], version=919).data
    out['cmf/ok-rigid-submesh.cmf'] = cmf([submesh([dict(v, infl=()) for v in TRI])]).data
    out['cmf/ok-material-2-alone.cmf'] = cmf([submesh(TRI, material=2)]).data
    out['cmf/ok-bone-7-alone.cmf'] = cmf([submesh(tri(1, infl=((7, 1.0),)))]).data
    out['cmf/SK006-mesh-named-xmf.xmf'] = me.data
    out['cmf/SK201-weights-sum-to-1.3.cmf'] = cmf(
        [submesh(tri(0, infl=((0, 0.8), (1, 0.5))))]).data
    out['cmf/SK202-five-influences.cmf'] = cmf(
        [submesh(tri(0, infl=tuple((b, 0.2) for b in range(5))))]).data
    out['cmf/SK203-negative-weight.cmf'] = cmf(
        [submesh(tri(0, infl=((0, 1.5), (1, -0.5))))]).data
    out['cmf/SK204-negative-bone-id.cmf'] = cmf([submesh(tri(2, infl=((-1, 1.0),)))]).data
    out['cmf/SK204-bone-not-in-skeleton-option.cmf'] = cmf(
        [submesh(tri(1, infl=((7, 1.0),)))]).data
    out['cmf/SK205-same-bone-twice.cmf'] = cmf(
        [submesh(tri(0, infl=((3, 0.5), (3, 0.5))))]).data
    out['cmf/SK206-zero-weight.cmf'] = cmf([submesh(tri(0, infl=((0, 1.0), (1, 0.0))))]).data
    out['cmf/SK207-unweighted-vertex.cmf'] = cmf([submesh(tri(1, infl=()))]).data
    out['cmf/SK451-face-index-past-the-end.cmf'] = cmf([submesh(TRI, faces=((0, 1, 3),))]).data
    out['cmf/SK451-negative-face-index.cmf'] = cmf([submesh(TRI, faces=((0, -1, 2),))]).data
    out['cmf/SK453-normal-of-length-2.cmf'] = cmf([submesh(tri(0, norm=(0, 0, 2)))]).data
    out['cmf/SK454-blend-vertex-id-repeated.cmf'] = cmf(
        [submesh(TRI, morphs=[('smile', [BLENDS[0], BLENDS[0]], 3)])], version=919).data
    out['cmf/SK454-negative-blend-vertex-id.cmf'] = cmf(
        [submesh(TRI, morphs=[('smile', [(-2,) + BLENDS[0][1:]], 3)])], version=919).data
    out['cmf/SK003-nan-weight.cmf'] = cmf([submesh(tri(0, infl=((0, float('nan')),)))]).data
    out['cmf/SK001-version-698.cmf'] = cmf([submesh(TRI)], version=698).data
    out['cmf/SK001-newer-version-not-checked.cmf'] = cmf([submesh(TRI)], version=1301).data
    out['cmf/SK001-absurd-submesh-count.cmf'] = cmf([submesh(TRI)], count=0x7fffffff).data
    out['cmf/SK001-absurd-vertex-count.cmf'] = me.data[:16] + i32(0x7fffffff) + me.data[20:]
    out['cmf/SK001-negative-vertex-count.cmf'] = me.data[:16] + i32(-3) + me.data[20:]
    out['cmf/SK001-absurd-texture-coordinate-count.cmf'] = (
        me.data[:32] + i32(0x10000000) + me.data[36:])
    out['cmf/SK001-absurd-influence-count.cmf'] = me.data[:76] + i32(0x7fffffff) + me.data[80:]
    out['cmf/SK001-negative-influence-count.cmf'] = me.data[:76] + i32(-1) + me.data[80:]
    out['cmf/SK001-absurd-face-count.cmf'] = me.data[:20] + i32(0x40000000) + me.data[24:]
    out['cmf/SK001-absurd-morph-name-length.cmf'] = morphing.data.replace(
        name('smile'), i32(0x7ffffff0) + b'smile\0', 1)
    for end in me.ends[:-1]:
        out['cmf/SK001-truncated-after-%04d.cmf' % end] = me.data[:end]
    for end in morphing.ends[11:13] + morphing.ends[36:47]:  # vertex 0's colour; the morph
        out['cmf/SK001-version-919-truncated-after-%04d.cmf' % end] = morphing.data[:end]

    ma = crf([('skin.tga', ''), ('bump.tga', '')])
    out['crf/ok-two-maps.crf'] = ma.data
    typed = crf([('skin.tga', 'diffuse'), ('bump.tga', 'bump')], version=919)
    out['crf/ok-version-919-map-types.crf'] = typed.data
    out['crf/ok-no-maps.crf'] = crf([]).data
    # Version 1300: 0.11's plain layout, or the 2009-2017 trunk's with map types;
    # without maps the two are the same bytes (the trunk's is taken).
    out['crf/ok-version-1300-plain.crf'] = crf([('skin.tga', ''), ('bump.tga', '')],
                                               version=1300).data
    typed13 = crf([('skin.tga', 'diffuse'), ('bump.tga', 'bump')], version=1300, trunk=True)
    out['crf/ok-version-1300-trunk-map-types.crf'] = typed13.data
    out['crf/ok-version-1300-no-maps-both-layouts.crf'] = crf([], version=1300).data
    for end in typed13.ends[-4:-3] + typed13.ends[-2:-1]:
        out['crf/SK001-version-1300-trunk-truncated-after-%04d.crf' % end] = typed13.data[:end]
    # Cut after the first map's type, the trunk's material is a whole one of
    # 0.11's layout (maps skin.tga and diffuse): read so.
    out['crf/ok-version-1300-trunk-cut-reads-whole-as-plain.crf'] = typed13.data[:typed13.ends[-3]]
    # U+FFFF in a map name (fuzz_crf): UTF-8, but no XML character; `show`
    # writes it as '?' as messages do.
    out['crf/ok-map-name-with-noncharacter.crf'] = crf([('skin\uffff.tga', '')]).data
    out['crf/SK006-material-named-xrf.xrf'] = ma.data
    out['crf/SK003-nan-shininess.crf'] = crf([], shininess=float('inf')).data
    out['crf/SK001-version-698.crf'] = crf([], version=698).data
    out['crf/SK001-newer-version-not-checked.crf'] = crf([], version=1301).data
    out['crf/SK001-negative-map-count.crf'] = crf([], count=-1).data
    out['crf/SK001-absurd-map-count.crf'] = crf([('skin.tga', '')], count=0x7fffffff).data
    out['crf/SK001-absurd-map-name-length.crf'] = ma.data[:28] + i32(0x7ffffff0) + ma.data[32:]
    for end in ma.ends[:-1]:
        out['crf/SK001-truncated-after-%04d.crf' % end] = ma.data[:end]
    for end in typed.ends[-3:-1]:
        out['crf/SK001-version-919-truncated-after-%04d.crf' % end] = typed.data[:end]

    mo = cpf(MORPH_TRACKS)
    out['cpf/ok-two-tracks.cpf'] = mo.data
    out['cpf/ok-version-1000.cpf'] = cpf(MORPH_TRACKS, version=1000).data
    # Version 1300: the trunk of 2009-2017 reads a CPF as IMVU's loader does
    # (one layout; the integer morph ID of March 2017 on is not decoded).
    mo13 = cpf(MORPH_TRACKS, version=1300)
    out['cpf/ok-version-1300.cpf'] = mo13.data
    for end in mo13.ends[2:5] + mo13.ends[-3:-1]:
        out['cpf/SK001-version-1300-truncated-after-%04d.cpf' % end] = mo13.data[:end]
    out['cpf/SK006-morph-animation-named-xpf.xpf'] = mo.data
    out['cpf/SK461-time-goes-back.cpf'] = cpf([('smile', [(0.5, 0.0), (0.25, 1.0)])]).data
    out['cpf/SK461-time-after-duration.cpf'] = cpf([('smile', [(0.0, 0.0), (2.0, 1.0)])]).data
    out['cpf/SK462-zero-duration.cpf'] = cpf(MORPH_TRACKS, duration=0.0).data
    out['cpf/SK463-two-tracks-one-morph.cpf'] = cpf([MORPH_TRACKS[0], MORPH_TRACKS[0]]).data
    out['cpf/SK003-nan-weight.cpf'] = cpf([('smile', [(0.0, float('nan'))])]).data
    # fuzz_cpf: a weight that is not finite is no other value at the same time (as in XML).
    out['cpf/fuzz-same-time-nan-weight.cpf'] = cpf(
        [('smile', [(0.0, 0.0), (0.0, float('nan'))])]).data
    out['cpf/SK001-version-698.cpf'] = cpf(MORPH_TRACKS, version=698).data
    out['cpf/SK001-newer-version-not-checked.cpf'] = cpf(MORPH_TRACKS, version=1301).data
    out['cpf/SK001-zero-tracks.cpf'] = cpf([], count=0).data
    out['cpf/SK001-absurd-track-count.cpf'] = cpf(MORPH_TRACKS, count=0x40000000).data
    out['cpf/SK001-zero-keyframes.cpf'] = mo.data[:26] + i32(0) + mo.data[30:]
    out['cpf/SK001-absurd-keyframe-count.cpf'] = mo.data[:26] + i32(0x7fffffff) + mo.data[30:]
    out['cpf/SK001-absurd-name-length.cpf'] = mo.data[:16] + i32(0x7ffffff0) + mo.data[20:]
    for end in mo.ends[:-1]:
        out['cpf/SK001-truncated-after-%04d.cpf' % end] = mo.data[:end]
    return out


ARGS = {'csf/SK104-second-root-imvu.args': b'--profile imvu\n',
        'caf/SK110-track-bone-not-in-skeleton.args': b'--skeleton ../cal3dcfg/parts/skeleton.xsf\n',
        'cmf/SK204-bone-not-in-skeleton-option.args':
        b'--skeleton ../cal3dcfg/parts/skeleton.xsf\n'}


def main(argv):
    check = len(argv) == 3 and argv[1] == '--check'
    if len(argv) != 2 and not check:
        sys.stderr.write('usage: gen_cases.py [--check] DIR\n')
        return 2
    root = argv[-1]
    files = dict(cases())
    files.update(ARGS)
    bad = 0
    for rel, data in sorted(files.items()):
        path = os.path.join(root, rel)
        if check:
            try:
                have = open(path, 'rb').read()
            except OSError:
                have = None
            if have != data:
                print('stale or missing: %s (run tests/lib/gen/gen_cases.py %s)' % (path, root))
                bad += 1
        else:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, 'wb') as f:
                f.write(data)
    if check:
        print('%d generated file(s) checked, %d stale' % (len(files), bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
