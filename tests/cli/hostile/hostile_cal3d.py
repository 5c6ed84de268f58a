#!/usr/bin/env python3
"""hostile_cal3d.py CASE SKELLINT — hostile inputs for the Cal3D character
front-ends (XMF, XAF, XPF, XRF, the .cfg model file and the checks between
files), with the same harness as hostile.py: no crash, an answer in time,
bounded memory and the specific outcome of each case.
`python3 hostile_cal3d.py list` prints the cases."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hostile  # noqa: E402
from hostile import run, fail, expect, peak_rss_mb, write, timed, within  # noqa: E402

# A sanitized build's memory peak says nothing (quarantine). Time is a
# ratio against a plain run (hostile.within), never a fixed number of seconds.
SANITIZED = bool(os.environ.get("SKELLINT_SANITIZED"))

SKEL = (b'<HEADER MAGIC="XSF" VERSION="1000"/>\n<SKELETON NUMBONES="2">\n'
        b'<BONE ID="0" NAME="a" NUMCHILDS="1"><TRANSLATION>0 0 0</TRANSLATION><ROTATION>0 0 0 1'
        b'</ROTATION><LOCALTRANSLATION>0 0 0</LOCALTRANSLATION><LOCALROTATION>0 0 0 1'
        b'</LOCALROTATION><PARENTID>-1</PARENTID><CHILDID>1</CHILDID></BONE>\n'
        b'<BONE ID="1" NAME="b" NUMCHILDS="0"><TRANSLATION>1 0 0</TRANSLATION><ROTATION>0 0 0 1'
        b'</ROTATION><LOCALTRANSLATION>-1 0 0</LOCALTRANSLATION><LOCALROTATION>0 0 0 1'
        b'</LOCALROTATION><PARENTID>0</PARENTID></BONE>\n</SKELETON>\n')


def vertex(i, influences=b'<INFLUENCE ID="0">1</INFLUENCE>', n=1):
    return (b'<VERTEX ID="%d" NUMINFLUENCES="%d"><POS>0 0 0</POS><NORM>0 0 1</NORM>%s</VERTEX>\n'
            % (i, n, influences))


def case_absurd_counts(bin_, d):
    """Counts of two billion with a handful of elements: reported as
    SK107, nothing allocated from them (fast, small)."""
    write(os.path.join(d, "m.xmf"),
          b'<HEADER MAGIC="XMF" VERSION="1000"/>\n<MESH NUMSUBMESH="2147483647">\n'
          b'<SUBMESH NUMVERTICES="2000000000" NUMFACES="2000000000" MATERIAL="0" NUMLODSTEPS="0"'
          b' NUMSPRINGS="2000000000" NUMTEXCOORDS="2000000000" NUMMORPHS="2000000000">\n'
          + vertex(0, b'<INFLUENCE ID="2147483647">1</INFLUENCE>', 2000000000)
          + b'</SUBMESH>\n</MESH>\n')
    write(os.path.join(d, "a.xaf"),
          b'<HEADER MAGIC="XAF" VERSION="1000"/>\n<ANIMATION DURATION="1e308" NUMTRACKS="2147483647">\n'
          b'<TRACK BONEID="2147483647" NUMKEYFRAMES="2147483647"><KEYFRAME TIME="0">'
          b'<TRANSLATION>0 0 0</TRANSLATION><ROTATION>0 0 0 1</ROTATION></KEYFRAME></TRACK>\n'
          b'</ANIMATION>\n')
    write(os.path.join(d, "s.xsf"), SKEL)
    rc, out, err, took = timed(bin_, ["check", "--no-fold", "--skeleton", "s.xsf", "m.xmf", "a.xaf"], d)
    expect(rc == 1, f"exit {rc}, expected 1\n{err}")
    expect(b"[SK107 " in out, "counts reported as SK107")
    expect(b"m.xmf" in out and b"[SK204 " in out, "bone 2147483647 is not in the skeleton (SK204)")
    expect(b"a.xaf" in out and b"[SK110 " in out, "track bone 2147483647 (SK110)")
    expect(SANITIZED or peak_rss_mb() < 200, f"peak {peak_rss_mb():.0f} MB")
    # The same files with the counts they hold.
    write(os.path.join(d, "m1.xmf"),
          b'<HEADER MAGIC="XMF" VERSION="1000"/>\n<MESH NUMSUBMESH="1">\n'
          b'<SUBMESH NUMVERTICES="1" NUMFACES="0" MATERIAL="0" NUMLODSTEPS="0"'
          b' NUMSPRINGS="0" NUMTEXCOORDS="0" NUMMORPHS="0">\n'
          + vertex(0, b'<INFLUENCE ID="1">1</INFLUENCE>', 1) + b'</SUBMESH>\n</MESH>\n')
    write(os.path.join(d, "a1.xaf"),
          b'<HEADER MAGIC="XAF" VERSION="1000"/>\n<ANIMATION DURATION="1" NUMTRACKS="1">\n'
          b'<TRACK BONEID="1" NUMKEYFRAMES="1"><KEYFRAME TIME="0">'
          b'<TRANSLATION>0 0 0</TRANSLATION><ROTATION>0 0 0 1</ROTATION></KEYFRAME></TRACK>\n'
          b'</ANIMATION>\n')
    _, _, _, plain = timed(bin_, ["check", "--no-fold", "--skeleton", "s.xsf", "m1.xmf", "a1.xaf"], d)
    within(took, plain, "absurd counts", factor=5)


def case_million_influences(bin_, d):
    """One vertex with a million influences (12 MB): one SK202, in time
    linear in them (at most 10x a quarter million's: a square would be 16x)."""
    def mesh(name, n):
        inf = b'<INFLUENCE ID="1">0.000001</INFLUENCE>' * n
        write(os.path.join(d, name),
              b'<HEADER MAGIC="XMF" VERSION="1000"/>\n<MESH NUMSUBMESH="1">\n'
              b'<SUBMESH NUMVERTICES="1" NUMFACES="0" MATERIAL="0" NUMLODSTEPS="0" NUMSPRINGS="0"'
              b' NUMTEXCOORDS="0">\n' + vertex(0, inf, n) + b'</SUBMESH>\n</MESH>\n')
    mesh("m.xmf", 1000000)
    mesh("q.xmf", 250000)
    rc, out, err, took = timed(bin_, ["check", "--no-fold", "m.xmf"], d, runs=2)
    expect(rc == 1, f"exit {rc}\n{err}")
    expect(out.count(b"[SK202 ") == 1, "one SK202 for the vertex")
    _, _, _, quarter = timed(bin_, ["check", "--no-fold", "q.xmf"], d, runs=2)
    within(took, quarter, "a million influences against a quarter million", factor=10)


def case_hostile_model_file(bin_, d):
    """A .cfg naming devices, a directory, itself, a symlink loop, a file of
    another format, 200,000 times the same mesh and a 1 MB path: every
    entry is judged at its line without reading devices or looping, and the
    mesh is checked once."""
    write(os.path.join(d, "s.xsf"), SKEL)
    write(os.path.join(d, "m.xmf"),
          b'<HEADER MAGIC="XMF" VERSION="1000"/>\n<MESH NUMSUBMESH="1">\n'
          b'<SUBMESH NUMVERTICES="1" NUMFACES="0" MATERIAL="0" NUMLODSTEPS="0" NUMSPRINGS="0"'
          b' NUMTEXCOORDS="0">\n' + vertex(0, b'<INFLUENCE ID="5">1</INFLUENCE>')
          + b'</SUBMESH>\n</MESH>\n')
    os.symlink("loop2", os.path.join(d, "loop1"))
    os.symlink("loop1", os.path.join(d, "loop2"))
    write(os.path.join(d, "notes.txt"), b"just some notes\n")
    lines = [b"skeleton=s.xsf", b"mesh=/dev/zero", b"mesh=/dev/stdin", b"animation=.",
             b"material=model.cfg", b"mesh=loop1", b"mesh=notes.txt", b"mesh=" + b"x" * (1 << 20)]
    write(os.path.join(d, "quarter.cfg"), b"\n".join(lines + [b"mesh=m.xmf"] * 50000) + b"\n")
    _, _, _, quarter = timed(bin_, ["check", "--no-fold", "quarter.cfg"], d, runs=2,
                             stdin=open(os.devnull))
    os.remove(os.path.join(d, "quarter.cfg"))
    lines += [b"mesh=m.xmf"] * 200000
    write(os.path.join(d, "model.cfg"), b"\n".join(lines) + b"\n")
    for what in (["model.cfg"], ["."]):
        rc, out, err, took = run(bin_, ["check", "--no-fold"] + what, d, stdin=open(os.devnull))
        expect(rc == 1, f"{what}: exit {rc}\n{err[-2000:]}")
        expect(b"model.cfg:2:6: error: mesh '/dev/zero' is outside the project ('/dev/zero'): not read"
               in out, f"{what}: /dev/zero judged at its line")
        expect(b"model.cfg:5:10: error: material 'model.cfg' is a model file (.cfg), which a model file cannot load"
               in out, f"{what}: a .cfg is no part")
        expect(b"model.cfg:6:6: error:" in out, f"{what}: the symlink loop judged at its line")
        expect(out.count(b"m.xmf:") == 1, f"{what}: the mesh checked (and reported) once")
        expect(b"[SK204 " in out, f"{what}: the mesh checked against the skeleton")
        within(took, quarter, f"{what}: 200,000 lines against 50,000", factor=10)


def case_model_file_of_junk(bin_, d):
    """50 MB of binary junk named .cfg is not a model file (unknown in a
    walk, an error when named), read in bounded memory."""
    with open(os.path.join(d, "junk.cfg"), "wb") as f:
        f.write(os.urandom(50 << 20))
    rc, out, err, took = run(bin_, ["check", "."], d)
    expect(rc == 0, f"walk: exit {rc}\n{err}")
    rc, out, err, took = run(bin_, ["check", "junk.cfg"], d)
    expect(rc == 2 and "unknown format" in err, f"named: exit {rc}\n{err[-500:]}")
    expect(SANITIZED or peak_rss_mb() < 400, f"peak {peak_rss_mb():.0f} MB")


def case_binary_mesh(bin_, d):
    """Binary meshes (CMF): absurd counts over a few bytes are SK001 at once,
    nothing allocated from them; one vertex with a million influences (8 MB)
    is one SK202, in time and in bounded memory."""
    import struct
    i32 = lambda *v: struct.pack('<%di' % len(v), *v)
    f32 = lambda *v: struct.pack('<%df' % len(v), *v)
    # 2^31-1 submeshes of 2e9 vertices, faces, springs and texture coordinates.
    write(os.path.join(d, "absurd.cmf"), b'CMF\0' + i32(910, 0x7fffffff, 0, 2000000000,
          2000000000, 0, 2000000000, 2000000000) + f32(0, 0, 0) * 8)
    rc, out, err, took = timed(bin_, ["check", "--no-fold", "absurd.cmf"], d)
    expect(rc == 1 and b"[SK001 " in out, f"exit {rc}: SK001 expected\n{out[-500:]}")
    write(os.path.join(d, "empty.cmf"), b'CMF\0' + i32(910, 1, 0, 0, 0, 0, 0, 0))
    _, _, _, plain = timed(bin_, ["check", "--no-fold", "empty.cmf"], d)
    within(took, plain, "absurd counts against a submesh of none", factor=5)
    expect(SANITIZED or peak_rss_mb() < 100, f"absurd: peak {peak_rss_mb():.0f} MB")
    # One vertex with a million influences (and a quarter million, for the
    # time: linear, at most 10x; a square would be 16x).
    def one_vertex(name, n):
        vert = f32(0, 0, 0, 0, 0, 1) + i32(-1, 0) + i32(n) + (i32(1) + f32(0.000001)) * n
        write(os.path.join(d, name), b'CMF\0' + i32(910, 1, 0, 1, 0, 0, 0, 0) + vert)
    one_vertex("many.cmf", 1000000)
    one_vertex("quarter.cmf", 250000)
    # Run once: a child forked later starts from this process's own peak,
    # which holding the file's bytes raised (the peak would be ours).
    rc, out, err, took = run(bin_, ["check", "--no-fold", "many.cmf"], d)
    expect(rc == 1 and out.count(b"[SK202 ") == 1, f"exit {rc}: one SK202\n{out[-500:]}")
    expect(SANITIZED or peak_rss_mb() < 300, f"many: peak {peak_rss_mb():.0f} MB")
    _, _, _, quarter = timed(bin_, ["check", "--no-fold", "quarter.cmf"], d, runs=2)
    within(took, quarter, "many: a million influences against a quarter million", factor=10)


CASES = {
    "cal3d-binary-mesh": case_binary_mesh,
    "cal3d-absurd-counts": case_absurd_counts,
    "cal3d-million-influences": case_million_influences,
    "cal3d-hostile-model-file": case_hostile_model_file,
    "cal3d-model-file-of-junk": case_model_file_of_junk,
}


if __name__ == "__main__":
    hostile.main(CASES, __doc__)
