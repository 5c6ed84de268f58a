#!/usr/bin/env python3
"""hostile_scaling.py CASE SKELLINT — issue 32's costs that grew faster than
the work: each case runs skellint on n and on 4n of something (files in
one folder, folders, skeletons beside many model files) and fails when the
4n run takes more than a small factor times the n run — a square's 16x,
never a number of seconds (speed itself is measured in bench/). The
harness is hostile.py's (no crash, an answer in time).
`python3 hostile_scaling.py list` prints the cases."""
import os
import resource
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hostile  # noqa: E402
from hostile import expect, write, XSF_HEAD, bone  # noqa: E402
from hostile import timed, FLOOR  # noqa: E402


def scales(small, large, what, factor):
    """The 4n run took at most `factor` times the n run (timed from at
    least FLOOR seconds): linear gives 4x, a square 16x."""
    expect(large <= factor * max(small, FLOOR),
           f"{what}: {large:.2f} s for 4n, more than {factor}x the {small:.2f} s for n "
           f"(linear would be about 4x)")


def skeleton(i):
    """A one-bone skeleton (its findings, the same in every file, are not
    the point)."""
    return XSF_HEAD + b'<SKELETON NUMBONES="1">%s</SKELETON>\n' % bone(0, -1)


def case_lone_files(bin_, d):
    """Skeletons given by name in one folder that has no model file: each
    looked for a .cfg by listing the whole folder again (800 files 0.36 s,
    3,200 files 5.3 s). The folder is listed once per run now."""
    times = {}
    for n in (1000, 4000):
        sub = os.path.join(d, f"n{n}")
        os.mkdir(sub)
        names = [f"s{i:05d}.xsf" for i in range(n)]
        for i, name in enumerate(names):
            write(os.path.join(sub, name), skeleton(i))
        list_file = os.path.join(d, f"list{n}")
        write(list_file, "\n".join(names).encode() + b"\n")
        rc, out, err, took = timed(bin_, ["check", "-j", "1", "--files-from", list_file], sub)
        expect(rc in (0, 1), f"{n} files: exit {rc}\n{err[-500:]}")
        times[n] = took
    scales(times[1000], times[4000], "1,000 vs 4,000 skeletons alone in one folder", 8)


def case_folder_cfgs(bin_, d):
    """Skeletons given by name beside 64 model files of 500 names each
    that list none of them: each skeleton read and planned every .cfg again
    (with 2,000 names: 1 skeleton 1.6 s, 8 skeletons 7.0 s). Each .cfg is read and planned
    once per run now, so 8 skeletons cost about what 2 do."""
    cfg = b"skeleton=other.xsf\n" + b"".join(b"mesh=m%04d.xmf\n" % i for i in range(500))
    times = {}
    for n in (2, 8):
        sub = os.path.join(d, f"n{n}")
        os.mkdir(sub)
        for k in range(64):
            write(os.path.join(sub, f"model{k:02d}.cfg"), cfg)
        names = [f"s{i}.xsf" for i in range(n)]
        for i, name in enumerate(names):
            write(os.path.join(sub, name), skeleton(i))
        rc, out, err, took = timed(bin_, ["check", "-j", "1"] + names, sub)
        expect(rc in (0, 1), f"{n} skeletons: exit {rc}\n{err[-500:]}")
        times[n] = took
    scales(times[2], times[8], "2 vs 8 skeletons beside 64 model files", 2)


def user_cpu(bin_, args, cwd, system=False):
    """skellint's own work in user CPU seconds, the least of three runs, and
    its exit code: the system's part of a walk (stat, getdents) is the
    same for any walk and, on a shared machine, the noisiest. With
    `system`, the kernel's part too (where the cost is look-ups)."""
    best, rc = None, None
    for _ in range(3):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        try:
            p = subprocess.run([bin_] + args, cwd=cwd, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, timeout=hostile.LIMIT)
        except subprocess.TimeoutExpired:
            expect(False, f"{' '.join(args)} in {cwd}: no answer in {hostile.LIMIT} s")
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        took = after.ru_utime - before.ru_utime
        if system:
            took += after.ru_stime - before.ru_stime
        best = took if best is None else min(best, took)
        rc = p.returncode
    return rc, best


def case_walk_folders(bin_, d):
    """A walk through 40,000 and 160,000 empty folders (100 folders of 400
    and of 1,600): the folders entered were kept in a list searched at each
    one (20,000 folders 0.58 s, 80,000 4.2 s); a hash set now. Timed in
    user CPU (the list's search is nothing else), from at least 0.1 s."""
    times = {}
    for n in (40000, 160000):
        sub = os.path.join(d, f"n{n}")
        os.mkdir(sub)
        for p in range(100):
            os.mkdir(os.path.join(sub, f"p{p:03d}"))
            for i in range(n // 100):
                os.mkdir(os.path.join(sub, f"p{p:03d}", f"d{i:05d}"))
        write(os.path.join(sub, "a.xsf"), skeleton(0))
        rc, took = user_cpu(bin_, ["check", "."], sub)
        expect(rc in (0, 1), f"{n} folders: exit {rc}")
        times[n] = took
    expect(times[160000] <= 6 * max(times[40000], 0.1),
           f"40,000 vs 160,000 empty folders: {times[160000]:.2f} s of CPU for 4n, more than 6x "
           f"the {times[40000]:.2f} s for n (linear would be about 4x)")


def case_deep_folder(bin_, d):
    """A folder 150 and 600 deep with 12 skeletons along the way: each
    folder's real path (which .skellint.json governs it) was resolved
    afresh, a readlink for every folder above it (600 deep: 184,833
    readlinks, 7.2 s; 150 deep 0.25 s). A folder's real path is its
    parent's and its name now (one lstat). Timed in CPU, from 0.1 s."""
    times = {}
    for depth in (150, 600):
        at = os.path.join(d, f"n{depth}")
        every = depth // 12
        for i in range(depth):
            at = os.path.join(at, "d")
            if i % every == every - 1:
                os.makedirs(at, exist_ok=True)
                write(os.path.join(at, f"at{i}.xsf"), skeleton(i))
        rc, took = user_cpu(bin_, ["check", "."], os.path.join(d, f"n{depth}"), system=True)
        expect(rc in (0, 1), f"{depth} deep: exit {rc}")
        times[depth] = took
    expect(times[600] <= 10 * max(times[150], 0.1),
           f"a folder 150 vs 600 deep: {times[600]:.2f} s of CPU for 4n, more than 10x "
           f"the {times[150]:.2f} s for n (a square would be 16x)")


CASES = {
    "scaling-lone-files": case_lone_files,
    "scaling-folder-cfgs": case_folder_cfgs,
    "scaling-walk-folders": case_walk_folders,
    "scaling-deep-folder": case_deep_folder,
}


if __name__ == "__main__":
    hostile.main(CASES, __doc__)
