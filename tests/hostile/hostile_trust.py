#!/usr/bin/env python3
"""hostile_trust.py CASE SKELLINT — what a hostile repository or a
hostile neighbour on a shared machine could make skellint read or write
(issue 32, fourth pass), with the harness of hostile.py.
`python3 hostile_trust.py list` prints the cases."""
import os
import re
import shutil
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hostile  # noqa: E402
from hostile import run, expect, write, fixable_xsf  # noqa: E402


def case_fix_swap_loop(bin_, d):
    """`check --fix repo` of 400 fixable files while a thread keeps swapping
    some of them for symlinks to ../outside/victim.xsf (itself fixable) and
    back: the victim is never written (its bytes, inode and times stay),
    and under strace no open for writing and no rename reaches outside/.
    The swap's moment is left to chance here; tests/unit/test_fix_race.c
    takes every moment deterministically."""
    repo, outside = os.path.join(d, "repo"), os.path.join(d, "outside")
    os.makedirs(os.path.join(repo, ".git"))  # the project: repo, not the folder run in
    os.makedirs(outside)
    victim = os.path.join(outside, "victim.xsf")
    body = fixable_xsf()
    write(victim, body)
    before = os.stat(victim)
    swapped = [os.path.join(repo, "f%03d.xsf" % i) for i in range(0, 400, 20)]
    stop = threading.Event()

    def swapper():
        while not stop.is_set():
            for p in swapped:
                try:
                    os.rename(p, p + ".away")
                    os.symlink("../outside/victim.xsf", p)
                except OSError:
                    pass
            time.sleep(0.005)
            for p in swapped:
                try:
                    os.unlink(p)
                    os.rename(p + ".away", p)
                except OSError:
                    pass
            time.sleep(0.005)

    strace = shutil.which("strace")
    if not strace:
        print("strace not installed: the victim's bytes are checked, the system calls are not")
    for attempt in range(2):
        for i in range(400):
            p = os.path.join(repo, "f%03d.xsf" % i)
            for q in (p, p + ".away"):
                if os.path.lexists(q):
                    os.unlink(q)
            write(p, body)
        stop.clear()
        t = threading.Thread(target=swapper)
        t.start()
        log = os.path.join(d, "strace.log")
        args = ["check", "--fix", "-j", "2", "repo"]
        try:
            if strace:
                p = subprocess.run([strace, "-f", "-qq", "-o", log, "-e",
                                    "trace=open,openat,creat,rename,renameat,renameat2,link,linkat",
                                    bin_] + args, cwd=d, capture_output=True, timeout=300)
                expect(0 <= p.returncode <= 2, f"exit {p.returncode}: {p.stderr[-2000:]}")
            else:
                run(bin_, args, d)
        finally:
            stop.set()
            t.join()
        with open(victim, "rb") as f:
            expect(f.read() == body, f"try {attempt + 1}: outside/victim.xsf was rewritten")
        now = os.stat(victim)
        expect((now.st_ino, now.st_mtime_ns, now.st_ctime_ns) ==
               (before.st_ino, before.st_mtime_ns, before.st_ctime_ns),
               f"try {attempt + 1}: outside/victim.xsf was touched")
        if strace:
            with open(log, encoding="utf-8", errors="replace") as f:
                calls = f.read().splitlines()
            for c in calls:
                if "outside" not in c or "= -1" in c:
                    continue
                writes = re.search(r"O_WRONLY|O_RDWR|O_CREAT|O_TRUNC", c)
                expect(not writes and not re.search(r"\b(rename|link)", c),
                       f"try {attempt + 1}: a write outside: {c}")


CASES = {
    "trust-fix-swap-loop": case_fix_swap_loop,
}


if __name__ == "__main__":
    hostile.main(CASES, __doc__)
