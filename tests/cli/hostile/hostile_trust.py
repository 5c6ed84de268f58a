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
from hostile import run, expect, write, fixable_xsf, XSF_HEAD, bone  # noqa: E402

PARTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "cases", "cal3dcfg", "parts")


def case_fix_swap_loop(bin_, d):
    """`check --fix repo` of 400 fixable files while a thread keeps swapping
    some of them for symlinks to ../outside/victim.xsf (itself fixable) and
    back: the victim is never written (its bytes, inode and times stay),
    and under strace no open for writing and no rename reaches outside/.
    The swap's moment is left to chance here; tests/cli/test_fix_race.c
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


SKEL = (b'<HEADER MAGIC="XSF" VERSION="919" />\n<SKELETON NUMBONES="1"><BONE ID="0" NAME="b0" '
        b'NUMCHILDS="0"><TRANSLATION>1 0 0</TRANSLATION><ROTATION>0 0 0 1</ROTATION>'
        b'<LOCALTRANSLATION>0 0 0</LOCALTRANSLATION><LOCALROTATION>0 0 0 1</LOCALROTATION>'
        b'<PARENTID>-1</PARENTID></BONE></SKELETON>\n')


def case_foreign_markers(bin_, d):
    """A .skellint.json and a .git planted by another user (uid 65534) in a
    folder anyone may write (mode 1777, like /tmp) are not believed: the
    configuration does not switch rules off, the marker does not make the
    shared folder the project (a .cfg there cannot reach ../other/), and
    each is named once on stderr with why. Needs root (to plant files of
    another owner): skipped otherwise."""
    if os.geteuid() != 0:
        print("skipped: not root (the planted files need another owner)")
        return
    shared = os.path.join(d, "shared")
    proj, other = os.path.join(shared, "proj"), os.path.join(shared, "other")
    os.makedirs(proj)
    os.makedirs(other)
    os.chmod(d, 0o755)
    os.chmod(shared, 0o1777)
    planted = os.path.join(shared, ".skellint.json")
    write(planted, b'{"ignore": ["ALL"]}\n')
    os.makedirs(os.path.join(shared, ".git"))
    for p in (planted, os.path.join(shared, ".git")):
        os.chown(p, 65534, 65534)
    write(os.path.join(other, "skel.xsf"), SKEL)
    write(os.path.join(proj, "m.cfg"), b"skeleton=../other/skel.xsf\n")
    write(os.path.join(proj, "bad.xsf"), fixable_xsf())
    rc, out, err, _ = run(bin_, ["check", "bad.xsf", "m.cfg"], proj)
    text = out.decode("utf-8", "replace")
    expect("SK401" in text, f"the planted configuration switched the rules off:\n{text}\n{err}")
    expect("outside the project" in text,
           f"the planted .git made the shared folder the project:\n{text}\n{err}")
    expect(err.count("shared/.skellint.json") == 1 and err.count("shared/.git") == 1 and
           err.count("anyone may write") == 2,
           f"each marker ignored is not named once on stderr:\n{err}")
    # The same files owned by the user (root) are believed as before.
    for p in (planted, os.path.join(shared, ".git")):
        os.chown(p, 0, 0)
    rc, out, err, _ = run(bin_, ["check", "bad.xsf", "m.cfg"], proj)
    text = out.decode("utf-8", "replace")
    expect("SK401" not in text and "anyone may write" not in err,
           f"a configuration of the user's own is not believed:\n{text}\n{err}")


def server_cpu(lsp):
    """The language server's CPU time so far (user + system, seconds)."""
    with open(f"/proc/{lsp.p.pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def case_workspace_folders(bin_, d):
    """The language server's workspace folders are a set: n one-folder
    didChangeWorkspaceFolders notifications cost n times one (300 vs 1,200:
    within 8x, where a cost growing with the folders held gives 16x or
    64x), and an edit costs the same with 1,200 workspace folders as with
    one (within 3x). CPU time of the server, as ratios (Linux /proc)."""
    if not os.path.exists(f"/proc/{os.getpid()}/stat"):
        print("skipped: no /proc to read the server's CPU time from")
        return
    ws = os.path.join(d, "ws")
    for i in range(1200):
        os.makedirs(os.path.join(ws, "f%04d" % i))
    doc = os.path.join(ws, "f0000", "m.xsf")
    write(doc, SKEL)
    uri = "file://" + doc
    floor = 0.1 if not os.environ.get("SKELLINT_SANITIZED") else 0.5

    def session(folders, edits):
        """CPU seconds for adding `folders` one notification each, and for
        `edits` edits of a skeleton then."""
        lsp = hostile.Lsp(bin_, d)
        lsp.send({"jsonrpc": "2.0", "id": 0, "method": "initialize",
                  "params": {"capabilities": {}, "initializationOptions": {"debounce": 0}}})
        lsp.until(lambda m: m.get("id") == 0)
        lsp.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        t0 = server_cpu(lsp)
        for i in range(folders):
            f = "file://" + os.path.join(ws, "f%04d" % i)
            lsp.send({"jsonrpc": "2.0", "method": "workspace/didChangeWorkspaceFolders",
                      "params": {"event": {"added": [{"uri": f, "name": str(i)}], "removed": []}}})
        lsp.send({"jsonrpc": "2.0", "id": 1, "method": "workspace/symbol", "params": {"query": "x"}})
        lsp.until(lambda m: m.get("id") == 1)
        t1 = server_cpu(lsp)
        text = SKEL.decode()
        lsp.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "xsf", "version": 1, "text": text}}})
        lsp.until(lambda m: m.get("method") == "textDocument/publishDiagnostics" and
                  m["params"].get("version") == 1)
        t2 = server_cpu(lsp)
        for v in range(2, edits + 2):
            lsp.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": {"uri": uri, "version": v},
                "contentChanges": [{"text": text.replace("b0", "b%d" % v)}]}})
            lsp.until(lambda m, v=v: m.get("method") == "textDocument/publishDiagnostics" and
                      m["params"].get("version") == v)
        t3 = server_cpu(lsp)
        lsp.close()
        return t1 - t0, t3 - t2

    n1, _ = session(300, 0)
    n4, _ = session(1200, 0)
    expect(n4 <= 8 * max(n1, floor),
           f"1,200 folder notifications took {n4:.2f} s of CPU, 300 took {n1:.2f} s: not linear")
    _, e1 = session(1, 300)
    _, e4 = session(1200, 300)
    expect(e4 <= 3 * max(e1, floor),
           f"300 edits with 1,200 workspace folders took {e4:.2f} s of CPU, with one {e1:.2f} s")
    print(f"notifications 300: {n1:.2f} s, 1,200: {n4:.2f} s; "
          f"300 edits with 1 folder: {e1:.2f} s, with 1,200: {e4:.2f} s")


def case_setting_skeleton_swap(bin_, d):
    """The "skeleton" setting names repo/skel.xsf; between its look-up (by
    name: inside) and its opening, gdb stops skellint and swaps it for a
    symlink to ../outside/skel.xsf, a one-bone skeleton that would give the
    mesh SK204. The skeleton is judged again as it is opened: the outside
    one is never read (it was: its one bone gave SK204). The moment is
    taken deterministically (a breakpoint where the CLI opens that file,
    whose commands make the swap); skipped without gdb."""
    gdb = shutil.which("gdb")
    if not gdb:
        print("SKIP: gdb not installed (the swap is made at a breakpoint)")
        sys.exit(77)
    repo, outside = os.path.join(d, "repo"), os.path.join(d, "outside")
    os.makedirs(os.path.join(repo, ".git"))
    os.makedirs(outside)
    shutil.copy(os.path.join(PARTS, "skeleton.xsf"), os.path.join(repo, "skel.xsf"))
    shutil.copy(os.path.join(PARTS, "body.xmf"), os.path.join(repo, "m.xmf"))
    write(os.path.join(repo, ".skellint.json"), b'{"skeleton": "skel.xsf"}\n')
    one_bone = XSF_HEAD + b'<SKELETON NUMBONES="1">%s</SKELETON>\n' % bone(0, -1)
    write(os.path.join(outside, "skel.xsf"), one_bone)
    args = ["check", "--no-color", "repo/m.xmf"]
    # The test sees what it looks for: the inside skeleton fits the mesh,
    # the one-bone skeleton does not.
    rc, out, err, _ = run(bin_, args, d)
    expect(b"SK204" not in out, f"the inside skeleton gave SK204: {out!r} {err!r}")
    shutil.copy(os.path.join(repo, "skel.xsf"), os.path.join(d, "inside.xsf"))
    write(os.path.join(repo, "skel.xsf"), one_bone)
    rc, out, err, _ = run(bin_, args, d)
    expect(b"SK204" in out, f"the one-bone skeleton gave no SK204: {out!r} {err!r}")
    shutil.copy(os.path.join(d, "inside.xsf"), os.path.join(repo, "skel.xsf"))
    swap = os.path.join(d, "swap.sh")
    write(swap, b"cd \"$1\" && mv repo/skel.xsf repo/skel.in && ln -s ../outside/skel.xsf repo/skel.xsf"
                b" && touch swapped\n")
    script = os.path.join(d, "swap.gdb")
    # open_file (cli/files/files.c): where every read of the CLI opens its file.
    write(script, ("set pagination off\nset breakpoint pending on\n"
                   'break open_file if $_streq(path, "repo/skel.xsf")\n'
                   f"commands\nsilent\nshell sh {swap} {d}\ndelete\ncontinue\nend\nrun\n").encode())
    p = subprocess.run([gdb, "-nx", "-batch", "-x", script, "--args", bin_] + args,
                       cwd=d, capture_output=True, timeout=300)
    expect(os.path.exists(os.path.join(d, "swapped")),
           f"gdb never stopped at the skeleton's opening: {p.stdout[-1500:]!r} {p.stderr[-1500:]!r}")
    expect(b"SK204" not in p.stdout, "the skeleton swapped for a symlink outside the project was read "
           f"(SK204 from its one bone): {p.stdout[-1500:]!r}")


CASES = {
    "trust-setting-skeleton-swap": case_setting_skeleton_swap,
    "trust-fix-swap-loop": case_fix_swap_loop,
    "lsp-workspace-folders": case_workspace_folders,
    "trust-foreign-markers": case_foreign_markers,
}


if __name__ == "__main__":
    hostile.main(CASES, __doc__)
