#!/usr/bin/env python3
"""hostile_bounds.py CASE SKELLINT — issue 22's bounds: output that grows
with the input, not with a square or a product of it, and costs that stay
within a small factor of the same run without the hostile part. The
harness is hostile.py's (no crash, an answer in time); time is compared
as a ratio against that same run, never against a fixed number of
seconds (speed itself is measured in bench/).
`python3 hostile_bounds.py list` prints the cases."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hostile  # noqa: E402
from hostile import run, expect, write, timed, within  # noqa: E402

SANITIZED = bool(os.environ.get("SKELLINT_SANITIZED"))
GIB = 1 << 30


def case_long_paths(bin_, d):
    """A model file with a 1 MiB path= before 2,000 mesh= lines (and one
    whose path= is 1 MiB of words): every SK471 names the path it looked
    for, shortened like quoted text; no message is longer than 2,000
    bytes; the JSON report grows with the lines, not with the path (it
    was 2.1 GB), in about the time a short path= takes."""
    meshes = [b"mesh=m%04d.xmf" % i for i in range(2000)]
    runs = {}
    for name, prefix in (("plain", b"short"), ("long", b"p" * (1 << 20)),
                         ("words", b"a b " * (1 << 18))):
        sub = os.path.join(d, name)
        os.mkdir(sub)
        write(os.path.join(sub, "model.cfg"),
              b"\n".join([b"skeleton=s.xsf", b"path=" + prefix] + meshes) + b"\n")
        rc, out, err, took = timed(bin_, ["check", "--no-fold", "--format", "json", "model.cfg"],
                                 sub, max_memory=2 * GIB)
        expect(rc == 1, f"{name}: exit {rc}\n{err[-2000:]}")
        report = json.loads(out)
        msgs = [x["message"] for x in report["diagnostics"] if x["code"] == "SK471"]
        expect(len(msgs) == 2001, f"{name}: {len(msgs)} SK471, expected 2,001")
        longest = max(len(m.encode()) for m in msgs)
        expect(longest <= 2000, f"{name}: a message of {longest} bytes")
        runs[name] = (len(out), took, msgs)
    size, took, msgs = runs["plain"]
    for name in ("long", "words"):
        expect(runs[name][0] < 3 * size, f"{name}: {runs[name][0]} bytes of JSON, "
               f"more than 3x the {size} of a short path=")
        within(runs[name][1], took, name)
    m = runs["long"][2][1]
    expect("(looked for 'ppp" in m and "…" in m and "pm0000.xmf')" in m,
           f"the looked-for path shortened around '…': {m[:300]}")


def mesh(vertices):
    """An XMF mesh of one submesh; `vertices` lists each vertex's
    influences as (bone ID, weight text) pairs."""
    body = []
    for i, infs in enumerate(vertices):
        body.append(b'<VERTEX ID="%d" NUMINFLUENCES="%d"><POS>0 0 0</POS><NORM>0 0 1</NORM>%s'
                    b'</VERTEX>\n' % (i, len(infs), b"".join(
                        b'<INFLUENCE ID="%d">%s</INFLUENCE>' % (b, w) for b, w in infs)))
    return (b'<HEADER MAGIC="XMF" VERSION="1000"/>\n<MESH NUMSUBMESH="1">\n'
            b'<SUBMESH NUMVERTICES="%d" NUMFACES="0" MATERIAL="0" NUMLODSTEPS="0" NUMSPRINGS="0"'
            b' NUMTEXCOORDS="0">\n' % len(vertices) + b"".join(body) + b'</SUBMESH>\n</MESH>\n')


def case_duplicate_influences(bin_, d):
    """SK205 on one vertex with 200,000 influences of distinct bones (8 s
    when each was compared with every one before it) takes about as long
    as 50,000 vertices of four; the duplicates among them are still found,
    each with the first listing."""
    n = 200000
    one = [(i, b"0.000005") for i in range(n)]
    one[150000] = (7, b"0.000005")  # bone 7 again
    one[199999] = (7, b"0.000005")  # and again
    write(os.path.join(d, "one.xmf"), mesh([one]))
    write(os.path.join(d, "many.xmf"),
          mesh([[(4 * v + k, b"0.25") for k in range(4)] for v in range(n // 4)]))
    args = ["check", "--no-fold", "--select", "SK205"]
    rc, out, err, plain = timed(bin_, args + ["many.xmf"], d)
    expect(rc == 0, f"many: exit {rc}\n{out[-500:]}")
    rc, out, err, took = timed(bin_, args + ["--format", "json", "one.xmf"], d)
    expect(rc == 1, f"one: exit {rc}\n{err[-500:]}")
    found = json.loads(out)["diagnostics"]
    expect(len(found) == 2, f"{len(found)} SK205, expected 2")
    expect(all(f["related"][0]["start"] == found[0]["related"][0]["start"] for f in found),
           "both point at the first listing of bone 7")
    within(took, plain, "one vertex of 200,000 influences")


def chain(n, numchilds=b"1"):
    """An XSF skeleton of n bones, each the child of the one before."""
    out = [b'<HEADER MAGIC="XSF" VERSION="919"/>\n<SKELETON NUMBONES="%d">\n' % n]
    for i in range(n):
        out.append(b'<BONE ID="%d" NAME="b%d" NUMCHILDS="%s"><TRANSLATION>0 0 0</TRANSLATION>'
                   b'<ROTATION>0 0 0 1</ROTATION><LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>'
                   b'<LOCALROTATION>0 0 0 1</LOCALROTATION><PARENTID>%d</PARENTID>%s</BONE>\n'
                   % (i, i, numchilds, i - 1,
                      b'<CHILDID>%d</CHILDID>' % (i + 1) if i + 1 < n else b''))
    out.append(b'</SKELETON>\n')
    return b"".join(out)


def case_deep_tree(bin_, d):
    """`skellint tree` and `render` on a chain of 200,000 bones, each with a finding
    (NUMCHILDS 2): one line per bone, indented at most 32 levels and then
    saying its depth, so the output is linear in the bones (a 20,000-bone
    chain printed 800 MB) and each bone's codes cost its own findings;
    it takes about as long as `check` on the same file."""
    n = 200000
    write(os.path.join(d, "chain.xsf"), chain(n, b"2"))
    rc, out, err, plain = timed(bin_, ["check", "chain.xsf"], d)
    expect(rc == 1, f"check: exit {rc}\n{err[-500:]}")
    rc, out, err, took = timed(bin_, ["tree", "--color", "never", "chain.xsf"], d)
    expect(rc == 1, f"tree: exit {rc}\n{err[-500:]}")
    lines = out.split(b"\n")
    expect(len(out) < 200 * n, f"tree printed {len(out)} bytes for {n} bones")
    expect(lines[1] == b"[0] b0  SK401", f"the root: {lines[1][:200]!r}")
    expect(lines[33].endswith(b"\xe2\x94\x94\xe2\x94\x80\xe2\x94\x80 [32] b32  SK401")
           and b"[depth" not in lines[33], f"depth 32 indented: {lines[33][-80:]!r}")
    indent = lines[33].index(b"\xe2\x94\x94")
    expect(lines[34] == b" " * indent + b"[depth 33] \xe2\x94\x94\xe2\x94\x80\xe2\x94\x80 [33] b33  SK401",
           f"depth 33 says so: {lines[34][-80:]!r}")
    expect(lines[n].endswith(b"[depth %d] \xe2\x94\x94\xe2\x94\x80\xe2\x94\x80 [%d] b%d  SK401"
                             % (n - 1, n - 1, n - 1)), f"the last bone: {lines[n][-80:]!r}")
    within(took, plain, "tree of a 200,000-bone chain")
    # render: one joint and one line per bone, each titled with its own
    # findings (titles walked every finding for every bone, and the
    # figure's hubs walked every bone for every step down the chain: a
    # 100,000-bone skeleton took 7 minutes).
    rc, out, err, took = timed(bin_, ["render", "chain.xsf", "-o", "-"], d)
    expect(rc == 0, f"render: exit {rc}\n{err[-500:]}")
    expect(out.count(b"<circle ") == 2 * n, f"render: {out.count(b'<circle ')} joints for {n} bones")
    expect(b"<title>[%d] b%d \xe2\x80\x94 SK401</title>" % (n - 1, n - 1) in out,
           "render: the last bone titled with its own finding")
    within(took, plain, "render of a 200,000-bone chain")


def case_long_weight_fix(bin_, d):
    """SK201's fix on weight tokens longer than 65,535 bytes (their length
    was kept in 16 bits): 0.800 written after 70,000 zeros, and 0.800
    followed by 70,000 zeros, each with 0.500, are normalised whole to
    0.615 and 0.385 (no digit of the old token left behind)."""
    import re
    for name, token in (("leading", b"0" * 70000 + b"0.800"), ("trailing", b"0.800" + b"0" * 70000)):
        path = os.path.join(d, name + ".xmf")
        write(path, mesh([[(0, token), (1, b"0.500")]]))
        rc, out, err, took = run(bin_, ["check", "--fix", "--select", "SK201", name + ".xmf"], d)
        expect(rc == 0, f"{name}: exit {rc}\n{out[-500:]}\n{err[-500:]}")
        with open(path, "rb") as f:
            weights = re.findall(rb'<INFLUENCE ID="\d">([^<]*)</INFLUENCE>', f.read())
        expect(len(weights) == 2 and len(weights[0]) < 20, f"{name}: {weights[0][:40]!r}…")
        got = [float(w) for w in weights]
        expect(abs(got[0] - 0.8 / 1.3) < 1e-3 and abs(got[1] - 0.5 / 1.3) < 1e-3 and
               abs(sum(got) - 1) < 1e-9, f"{name}: fixed to {weights}, expected 0.615 and 0.385")


def case_repeated_long_names(bin_, d):
    """A 1 MiB name that many findings repeat — a parent named in each of
    its 2,000 children's SK402, an LGW mesh named in each of its 20,000
    vertices' SK201 — is shortened as the message is formatted: the run
    takes about as long as with a short name (it took 11 s and 473 s when
    each finding formatted the whole name before shortening it)."""
    def bone(i, name, parent, extra=b""):
        return (b'<BONE ID="%d" NAME="%s" NUMCHILDS="0"><TRANSLATION>0 0 0</TRANSLATION>'
                b'<ROTATION>0 0 0 1</ROTATION><LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>'
                b'<LOCALROTATION>0 0 0 1</LOCALROTATION><PARENTID>%d</PARENTID>%s</BONE>\n'
                % (i, name, parent, extra))

    def skeleton(root, n=2000):
        # The root lists every bone as its child; all but bone 1 name bone 1.
        kids = b"".join(b"<CHILDID>%d</CHILDID>" % i for i in range(1, n))
        return (b'<HEADER MAGIC="XSF" VERSION="919"/>\n<SKELETON NUMBONES="%d">\n' % n +
                bone(0, root, -1, kids) + bone(1, b"b1", 0) +
                b"".join(bone(i, b"b%d" % i, 1) for i in range(2, n)) + b"</SKELETON>\n")

    def lgw(mesh_name, n=20000):
        head = (b'MODEL "m"\nEXPORT_VERSION 4\nMESH "%s"\nLINKINFO\nLINK_TYPE SKIN\nBONES 2\n'
                b'BONE "a"\nPIVOT\n1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1\nEND_OF_BONE\n'
                b'BONE "b"\nPIVOT\n1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1\nEND_OF_BONE\n'
                b'END_OF_BONES\nEND_OF_LINKINFO\nWVERTS %d\n' % (mesh_name, n))
        row = b'0.0 0.0 0.0 0.1 0.6 -1.0 0.0 0.0 2 0.600000 "a" 0.500000 "b"\n'
        return head + row * n + b"END_OF_MESH\nEND_OF_MODEL\n"

    long = b"r" * (1 << 20)
    for what, make, code in (("skeleton", skeleton, "SK402"), ("lgw", lgw, "SK201")):
        times = {}
        for name, arg in (("short", b"short"), ("long", long)):
            f = f"{what}-{name}.{'xsf' if what == 'skeleton' else 'txt'}"
            write(os.path.join(d, f), make(arg))
            rc, out, err, took = timed(bin_, ["check", "--no-fold", "--format", "json", f], d)
            expect(rc == 1, f"{f}: exit {rc}\n{err[-500:]}")
            found = [x for x in json.loads(out)["diagnostics"] if x["code"] == code]
            expect(len(found) >= 1999, f"{f}: {len(found)} {code}")
            expect(max(len(x["message"].encode()) for x in found) <= 2000, f"{f}: a long message")
            times[name] = took
        within(times["long"], times["short"], f"{what}: a 1 MiB name in every finding")


CASES = {
    "bounds-long-paths": case_long_paths,
    "bounds-duplicate-influences": case_duplicate_influences,
    "bounds-deep-tree": case_deep_tree,
    "bounds-long-weight-fix": case_long_weight_fix,
    "bounds-repeated-long-names": case_repeated_long_names,
}


if __name__ == "__main__":
    hostile.main(CASES, __doc__)
