#!/usr/bin/env python3
"""hostile.py CASE SKELLINT — one hostile-input case of issue 9, run by CTest
(tests/cli/hostile/CMakeLists.txt, one test per case, each with a TIMEOUT).

Every case builds its input in a fresh temporary directory, runs
`skellint check` on it with a time limit and asserts: no crash (exit 0, 1
or 2 only, never a signal or a sanitizer report), an answer within the
limit, and the specific outcome of the case (a message, a diagnostic, a
bounded memory peak). `python3 hostile.py list` prints the cases.
"""
import json
import os
import re
import select
import resource
import shutil
import stat
import subprocess
import sys
import tempfile
import threading
import time

LIMIT = 120  # seconds for one skellint run (sanitized builds are slower)


def run(bin_, args, cwd, stdin=None, limit=LIMIT, max_memory=None):
    """Runs skellint; returns (rc, stdout bytes, stderr text, seconds).
    max_memory (bytes) caps its address space, except under a sanitizer
    (which reserves terabytes of shadow memory)."""
    t0 = time.monotonic()
    pre = None
    if max_memory and not os.environ.get("SKELLINT_SANITIZED"):
        def pre():
            resource.setrlimit(resource.RLIMIT_AS, (max_memory, max_memory))
    try:
        p = subprocess.run([bin_] + args, cwd=cwd, stdin=stdin, capture_output=True,
                           timeout=limit, env=dict(os.environ, NO_COLOR="1"), preexec_fn=pre)
    except subprocess.TimeoutExpired:
        fail(f"skellint {' '.join(args)} did not answer within {limit} s")
    took = time.monotonic() - t0
    err = p.stderr.decode("utf-8", "replace")
    if p.returncode < 0 or p.returncode > 2:
        fail(f"skellint {' '.join(args)} exited {p.returncode}\n{err[-3000:]}")
    if "Sanitizer" in err or "runtime error" in err:
        fail(f"sanitizer report:\n{err[-3000:]}")
    return p.returncode, p.stdout, err, took


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def expect(cond, msg):
    if not cond:
        fail(msg)

# Time is compared as a ratio against a run of the same kind without the
# hostile part (or a quarter of it), never against a fixed number of
# seconds: speed itself is measured in bench/, and a loaded machine slows
# both runs alike. A run this short is noise: ratios are taken against at
# least FLOOR seconds.
FLOOR = 1.0 if os.environ.get("SKELLINT_SANITIZED") else 0.25


def timed(bin_, args, cwd, runs=3, **kw):
    """run(), `runs` times: the result of the last and the shortest time
    (the machine's other load only ever adds time)."""
    best = None
    for _ in range(runs):
        rc, out, err, took = run(bin_, args, cwd, **kw)
        best = took if best is None else min(best, took)
    return rc, out, err, best


def within(hostile_s, plain_s, what, factor=3):
    """The hostile run took at most `factor` times the plain one (timed
    from at least FLOOR seconds)."""
    expect(hostile_s <= factor * max(plain_s, FLOOR),
           f"{what}: {hostile_s:.2f} s, more than {factor}x the {plain_s:.2f} s without the "
           f"hostile part")



def peak_rss_mb():
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024


# ---- a raw language-server client (bytes in, bytes out) -------------

class Lsp:
    """`skellint lsp` over pipes, framed by hand so that the bytes of each
    message (not a JSON library's reading of them) can be checked."""

    def __init__(self, bin_, cwd):
        self.p = subprocess.Popen([bin_, "lsp"], cwd=cwd, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.buf = bytearray()
        self.need = None  # the length of the body being read
        self.eof = False
        self.cv = threading.Condition()
        threading.Thread(target=self._drain, daemon=True).start()

    def send(self, body):
        if isinstance(body, (dict, list)):
            body = json.dumps(body).encode()
        self.p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.p.stdin.flush()

    def _drain(self):
        """A thread reading the server's output as it comes (a server
        blocked on a full pipe would stop reading our input)."""
        while True:
            chunk = os.read(self.p.stdout.fileno(), 1 << 20)
            with self.cv:
                if not chunk:
                    self.eof = True
                else:
                    self.buf += chunk
                self.cv.notify_all()
            if not chunk:
                return

    def read(self, limit=LIMIT):
        """The next message's body (bytes)."""
        deadline = time.monotonic() + limit
        with self.cv:
            while True:
                if self.need is None:
                    i = self.buf.find(b"\r\n\r\n")
                    if i >= 0:
                        self.need = int(re.search(rb"Content-Length: *(\d+)",
                                                  bytes(self.buf[:i])).group(1))
                        del self.buf[:i + 4]
                if self.need is not None and len(self.buf) >= self.need:
                    body = bytes(self.buf[:self.need])
                    del self.buf[:self.need]
                    self.need = None
                    return body
                if self.eof:
                    fail("the language server closed its output")
                if time.monotonic() > deadline:
                    fail("the language server did not answer in time")
                self.cv.wait(1)

    def until(self, pred, limit=LIMIT):
        """Reads messages until one (parsed) satisfies pred; returns (body, parsed)."""
        while True:
            body = self.read(limit)
            m = json.loads(body)
            if pred(m):
                return body, m

    def close(self):
        try:
            self.send({"jsonrpc": "2.0", "id": 999999, "method": "shutdown"})
            self.until(lambda m: m.get("id") == 999999)
            self.send({"jsonrpc": "2.0", "method": "exit"})
            rc = self.p.wait(timeout=30)
        except (BrokenPipeError, subprocess.TimeoutExpired):
            self.p.kill()
            rc = self.p.wait()
        err = self.p.stderr.read().decode("utf-8", "replace")
        expect("Sanitizer" not in err and "runtime error" not in err, f"sanitizer report:\n{err[-3000:]}")
        expect(rc == 0, f"language server exit status {rc}")

    def initialize(self):
        self.send({"jsonrpc": "2.0", "id": 0, "method": "initialize",
                   "params": {"capabilities": {}, "initializationOptions": {"debounce": 0}}})
        self.until(lambda m: m.get("id") == 0)
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


XSF_HEAD = b'<HEADER MAGIC="XSF" VERSION="919" />\n'


def bone(i, parent, extra=b""):
    return (b'<BONE ID="%d" NAME="b%d" NUMCHILDS="0"><TRANSLATION>1 0 0</TRANSLATION>'
            b'<ROTATION>0 0 0 1</ROTATION><LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>'
            b'<LOCALROTATION>0 0 0 1</LOCALROTATION>%s<PARENTID>%d</PARENTID></BONE>'
            % (i, i, extra, parent))


# ---- the cases --------------------------------------------------------

def case_one_gigabyte(bin_, d):
    """A 1 GiB file (sparse) is refused by size, fast and in little memory;
    in a directory walk as well; a stream of more than the limit too."""
    big = os.path.join(d, "huge.xsf")
    with open(big, "wb") as f:
        f.write(XSF_HEAD + b'<SKELETON NUMBONES="1">\n')
        f.truncate(1 << 30)
    rc, out, err, took = run(bin_, ["check", "huge.xsf"], d)
    expect(rc == 2 and "file too large (1 GiB; the limit is 256 MiB)" in err
           and "--max-file-size" in err, f"1 GiB named: rc {rc}, stderr {err!r}")
    os.makedirs(os.path.join(d, "tree"))
    os.rename(big, os.path.join(d, "tree", "huge.xsf"))
    write(os.path.join(d, "tree", "ok.xsf"), XSF_HEAD + b'<SKELETON NUMBONES="1">'
          + bone(0, -1) + b"</SKELETON>\n")
    rc, out, err, took = run(bin_, ["check", "tree"], d)
    expect(rc == 2 and "huge.xsf: file too large" in err, f"1 GiB in a walk: {rc} {err!r}")
    expect(peak_rss_mb() < 200, f"peak RSS {peak_rss_mb():.0f} MB for a refused file")
    # A smaller limit applies to stdin too, read no further than the limit.
    with open(os.path.join(d, "tree", "ok.xsf"), "rb") as f:
        rc, out, err, took = run(bin_, ["check", "--max-file-size", "100", "-"], d, stdin=f)
    expect(rc == 2 and "more than 100 bytes" in err, f"stdin over the limit: {rc} {err!r}")
    rc, out, err, took = run(bin_, ["check", "--max-file-size", "12Q", "x"], d)
    expect(rc == 2 and "--max-file-size" in err, "a bad --max-file-size is a usage error")


def case_long_line(bin_, d):
    """A 10 MB single line in each text format: checked within the limit,
    and the text output stays bounded even with --show-source."""
    n = 10 << 20
    bones = [bone(0, -1)]
    i = 1
    size = len(bones[0])
    while size < n:
        b = bone(i, i - 1)
        bones.append(b)
        size += len(b)
        i += 1
    write(os.path.join(d, "line.xsf"), XSF_HEAD.rstrip(b"\n") + b'<SKELETON NUMBONES="%d">' % i
          + b"".join(bones) + b"</SKELETON>")
    write(os.path.join(d, "line.bon"), b"BoneFile : type mixed : ver1001\r\n0001:,"
          + b"0002:" + b"x" * n + b",\r\n")
    write(os.path.join(d, "line.json"), b'[{"parentIndex":-1,"name":"' + b"r" * n
          + b'","position":[0,0,0],"rotation":[0,0,0,1],"scale":[1,1,1]}]')
    for name in ("line.xsf", "line.bon", "line.json"):
        rc, out, err, took = run(bin_, ["check", "--show-source", name], d)
        expect(rc in (0, 1), f"{name}: rc {rc}: {err[-500:]!r}")
        # The snippet shows a window of the line and messages shorten long
        # names, so the output does not grow with the line.
        expect(len(out) < 64 * 1024, f"{name}: {len(out)} bytes of output for one 10 MB line")


def case_deep_nesting(bin_, d):
    """XML nested a million deep, JSON nested a million deep: diagnostics
    (JSON: SK001 at cJSON's nesting limit; XML: SK001 at the front-end's
    limit of 256 levels, where the parse stops), never a stack overflow."""
    depth = 1000000
    write(os.path.join(d, "deep.xsf"), XSF_HEAD + b'<SKELETON NUMBONES="1">' + b"<BONE>" * depth
          + b"</BONE>" * depth + b"</SKELETON>\n")
    write(os.path.join(d, "deep.json"), b"[" * depth + b"]" * depth)
    for name in ("deep.xsf", "deep.json"):
        rc, out, err, took = run(bin_, ["check", "--format-of", "*.json=dashjson", name], d)
        expect(rc == 1 and out.count(b"\n") < 100 and b"SK001" in out,
               f"{name}: rc {rc}, {out[:300]!r} {err[-300:]!r}")


def case_huge_numbers(bin_, d):
    """Numbers of 100,000 digits (integer, fraction, exponent) in every
    numeric field: an answer (SK002 or a value), never a hang."""
    digits = b"9" * 100000
    tiny = b"0." + b"0" * 100000 + b"1"
    extra = b"<LOCALTRANSLATION>%s 0 0</LOCALTRANSLATION>" % tiny
    write(os.path.join(d, "num.xsf"), XSF_HEAD + b'<SKELETON NUMBONES="%s">' % digits
          + b'<BONE ID="%s" NAME="r" NUMCHILDS="%s"><TRANSLATION>%s 1e%s 0</TRANSLATION>'
          b'<ROTATION>0 0 0 1</ROTATION>%s<PARENTID>-%s</PARENTID></BONE></SKELETON>\n'
          % (digits, digits, digits, digits, extra, digits))
    write(os.path.join(d, "num.json"), b'[{"name":"r","parentIndex":%s,"position":[%s,%s,1e%s],'
          b'"rotation":[0,0,0,1],"scale":[1,1,1]}]' % (digits, digits, tiny, digits))
    write(os.path.join(d, "num.bon"), b"BoneFile : type mixed : ver1001\r\n" + digits
          + b":," + digits + b":x,\r\n")
    for name in ("num.xsf", "num.json", "num.bon"):
        rc, out, err, took = run(bin_, ["check", "--no-fold", name], d)
        expect(rc in (0, 1), f"{name}: rc {rc}: {err[-300:]!r}")
        expect(len(out) < 4 << 20, f"{name}: {len(out)} bytes of output")


def case_nul_bytes(bin_, d):
    """NUL bytes inside names, numbers and between elements: reported, and
    no NUL (or invalid UTF-8) reaches the output."""
    write(os.path.join(d, "nul.xsf"), XSF_HEAD + b'<SKELETON NUMBONES="1"><BONE ID="0" NAME="a\0b"'
          b' NUMCHILDS="0"><TRANSLATION>1\0 0 0</TRANSLATION>\0<PARENTID>-1</PARENTID></BONE>'
          b"</SKELETON>\n")
    write(os.path.join(d, "nul.bon"), b"BoneFile : type mixed : ver1001\r\n0001:,0002:a\0b,\r\n\0\r\n")
    write(os.path.join(d, "nul.json"), b'[{"name":"a\0b","position":[0,\0 0,0]}]')
    for name in ("nul.xsf", "nul.bon", "nul.json"):
        for fmt in ("text", "json"):
            rc, out, err, took = run(bin_, ["check", "--format", fmt, name], d)
            expect(rc in (1, 2), f"{name} ({fmt}): rc {rc}")
            expect(b"\0" not in out, f"{name} ({fmt}): a NUL byte in the output")
            try:
                out.decode("utf-8")
            except UnicodeDecodeError as e:
                fail(f"{name} ({fmt}): output is not UTF-8: {e}")


def case_byte_order_marks(bin_, d):
    """A UTF-8 BOM is read through; UTF-16 (LE/BE, with or without a BOM)
    gets one SK004 'unsupported encoding' error and nothing else."""
    xsf = XSF_HEAD + b'<SKELETON NUMBONES="1">' + bone(0, -1) + b"</SKELETON>\n"
    write(os.path.join(d, "bom8.xsf"), b"\xef\xbb\xbf" + xsf)
    rc, out, err, took = run(bin_, ["check", "bom8.xsf"], d)
    expect(rc in (0, 1) and b"SK004" not in out and b"SK001" not in out,
           f"UTF-8 BOM: rc {rc} {out!r} {err!r}")
    text = xsf.decode()
    for name, data in (("le.xsf", b"\xff\xfe" + text.encode("utf-16-le")),
                       ("be.xsf", b"\xfe\xff" + text.encode("utf-16-be")),
                       ("nobom.xsf", text.encode("utf-16-le")),
                       ("le.json", b"\xff\xfe" + '[{"name":"r","parentIndex":-1}]'.encode("utf-16-le"))):
        write(os.path.join(d, name), data)
        rc, out, err, took = run(bin_, ["check", name], d)
        expect(rc == 1 and b"unsupported encoding: the file is UTF-16" in out
               and out.count(b"\n") == 2, f"{name}: rc {rc} {out!r} {err!r}")


def case_unreadable_and_vanishing(bin_, d):
    """An unreadable file is an I/O error for that file only; files that
    vanish or change kind while a walk runs never crash or hang it."""
    tree = os.path.join(d, "tree")
    os.makedirs(tree)
    good = XSF_HEAD + b'<SKELETON NUMBONES="1">' + bone(0, -1) + b"</SKELETON>\n"
    write(os.path.join(tree, "a.xsf"), good)
    bad = os.path.join(tree, "b.xsf")
    if os.geteuid() == 0:  # root reads any mode: a file of /proc, never read
        os.symlink("/proc/self/clear_refs", bad)
    else:
        write(bad, good)
        os.chmod(bad, 0)
    write(os.path.join(tree, "c.xsf"), good)
    rc, out, err, took = run(bin_, ["check", "--format", "json", "tree"], d)
    if os.geteuid() == 0:  # a symlink out of the project: not followed in a walk
        expect(rc in (0, 1) and err == "" and json.loads(out)["files"] == 2,
               f"symlink to /proc in a walk: rc {rc} {err!r} {out[-100:]!r}")
        rc, out, err, took = run(bin_, ["check", "--format", "json", "tree/b.xsf"], d)
        expect(rc == 2 and "b.xsf: not a regular file (a device, or a file of /proc or /sys)" in err,
               f"a /proc file named: rc {rc} {err!r}")
    else:
        expect(rc == 2 and "b.xsf" in err and json.loads(out)["files"] == 2,
               f"unreadable file: rc {rc} {err!r} {out[-100:]!r}")
    rc, out, err, took = run(bin_, ["check", "tree/nope.xsf"], d)
    expect(rc == 2 and "nope.xsf" in err, f"missing file: rc {rc} {err!r}")
    # Churn: files deleted, recreated and turned into FIFOs during walks.
    churn = os.path.join(d, "churn")
    os.makedirs(churn)
    for i in range(400):
        write(os.path.join(churn, f"f{i:03}.xsf"), good)
    stop = threading.Event()

    def mutate():
        k = 0
        while not stop.is_set():
            p = os.path.join(churn, f"f{k % 400:03}.xsf")
            try:
                os.unlink(p)
                if k % 3 == 0:
                    os.mkfifo(p)
                else:
                    write(p, good)
            except OSError:
                pass
            if k % 3 == 0 and k > 0:  # turn an earlier FIFO back into a file
                q = os.path.join(churn, f"f{(k - 3) % 400:03}.xsf")
                try:
                    os.unlink(q)
                    write(q, good)
                except OSError:
                    pass
            k += 1
    th = threading.Thread(target=mutate)
    th.start()
    try:
        for _ in range(5):
            rc, out, err, took = run(bin_, ["check", "-j", "2", "churn"], d, limit=60)
            for line in err.splitlines():
                expect(line.startswith("skellint: churn/"), f"unexpected stderr line {line!r}")
    finally:
        stop.set()
        th.join()


def case_symlink_loops(bin_, d):
    """Directory symlink loops (to itself, to a parent, two dirs pointing at
    each other) end; each real directory is walked once."""
    good = XSF_HEAD + b'<SKELETON NUMBONES="1">' + bone(0, -1) + b"</SKELETON>\n"
    os.makedirs(os.path.join(d, "t", "a", "b"))
    os.makedirs(os.path.join(d, "t", "c"))
    write(os.path.join(d, "t", "a", "b", "x.xsf"), good)
    os.symlink(".", os.path.join(d, "t", "a", "self"))
    os.symlink("../..", os.path.join(d, "t", "a", "b", "up"))
    os.symlink("../c", os.path.join(d, "t", "a", "toc"))
    os.symlink("../a", os.path.join(d, "t", "c", "toa"))
    os.symlink("nowhere", os.path.join(d, "t", "dangling.xsf"))
    rc, out, err, took = run(bin_, ["check", "--format", "json", "t"], d, limit=30)
    expect(rc in (0, 1) and err == "", f"symlink loops: rc {rc} {err!r}")
    expect(json.loads(out)["files"] == 1, f"x.xsf once: {out[-200:]!r}")


def case_fifo(bin_, d):
    """A FIFO among the files: a walk skips it; named without a writer it
    does not hang; process substitution still works."""
    good = XSF_HEAD + b'<SKELETON NUMBONES="1">' + bone(0, -1) + b"</SKELETON>\n"
    os.makedirs(os.path.join(d, "t"))
    write(os.path.join(d, "t", "a.xsf"), good)
    os.mkfifo(os.path.join(d, "t", "pipe.xsf"))
    write(os.path.join(d, "t", "z.xsf"), good)
    rc, out, err, took = run(bin_, ["check", "t"], d, limit=30)
    expect(rc in (0, 1) and err == "", f"FIFO in a walk: rc {rc} {err!r}")
    rc, out, err, took = run(bin_, ["check", "t/pipe.xsf"], d, limit=30)
    expect(rc in (1, 2), f"named FIFO without a writer: rc {rc}")
    r, w = os.pipe()
    os.write(w, good)
    os.close(w)
    p = subprocess.run([bin_, "check", f"/dev/fd/{r}"], cwd=d, pass_fds=(r,),
                       capture_output=True, timeout=30)
    os.close(r)
    expect(p.returncode in (0, 1), f"a pipe named by /dev/fd: rc {p.returncode} {p.stderr!r}")


def case_lsp_ids(bin_, d):
    """Request ids come back exactly: strings byte for byte (a NUL, escapes
    spelt another way), integers of any size digit for digit; ids that are
    not an integer or a string (1.5, 1e400, 007, null, true) are -32600
    with a null id and the request is not carried out."""
    lsp = Lsp(bin_, d)
    lsp.initialize()
    exact = [(b'"a\\u0000b"', b'"a\\u0000b"'),
             (b'12345678901234567890', b'12345678901234567890'),
             (b'-98765432109876543210987654321', b'-98765432109876543210987654321'),
             (b'"\\u0061\\/\\ud83d\\ude00\\n\\"\\\\"', '"a/\U0001F600\\n\\"\\\\"'.encode()),
             (b'"\xc3\xa9"', b'"\xc3\xa9"'),
             (b'0', b'0'),
             (b'""', b'""')]
    for sent, back in exact:
        lsp.send(b'{"jsonrpc":"2.0","id":%s,"method":"frobnicate/x"}' % sent)
        body, m = lsp.until(lambda m: "error" in m)
        expect(m["error"]["code"] == -32601, f"id {sent!r}: {body!r}")
        expect(b'"id":' + back + b"," in body, f"id {sent!r} came back as {body!r}")
        expect(m["id"] == json.loads(sent), f"id {sent!r} came back as {body!r}")
    for bad in (b"1.5", b"1e400", b"1e2", b"007", b"-0.0", b"null", b"true", b"[1]", b'{"a":1}'):
        lsp.send(b'{"jsonrpc":"2.0","id":%s,"method":"shutdown"}' % bad)
        body, m = lsp.until(lambda m: "error" in m)
        expect(m["error"]["code"] == -32600 and m["id"] is None, f"id {bad!r}: {body!r}")
    # shutdown with an invalid id was not carried out: requests still run.
    lsp.send(b'{"jsonrpc":"2.0","id":"after","method":"textDocument/hover","params":{}}')
    body, m = lsp.until(lambda m: m.get("id") == "after")
    expect(m["error"]["code"] == -32602, f"server still running: {body!r}")
    # A member name with a NUL is not "id".
    lsp.send(b'{"jsonrpc":"2.0","id\\u0000x":5,"method":"frobnicate/y"}')
    lsp.send(b'{"jsonrpc":"2.0","id":"ping","method":"frobnicate/z"}')
    body, m = lsp.until(lambda m: "id" in m)
    expect(m["id"] == "ping", f"a notification with a NUL-named member was answered: {body!r}")
    # Cancellation matches the id however it is spelt.
    lsp.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": "file:///t/a.xsf", "languageId": "xsf", "version": 1,
        "text": XSF_HEAD.decode() + '<SKELETON NUMBONES="1">' + bone(0, -1).decode() + "</SKELETON>"}}})
    req = b'{"jsonrpc":"2.0","id":"c\\u0000d","method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///t/a.xsf"}}}'
    cancel = b'{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"\\u0063\\u0000d"}}'
    lsp.p.stdin.write(b"Content-Length: %d\r\n\r\n%sContent-Length: %d\r\n\r\n%s"
                      % (len(req), req, len(cancel), cancel))
    lsp.p.stdin.flush()
    body, m = lsp.until(lambda m: m.get("id") == "c\0d")
    expect(m.get("error", {}).get("code") == -32800, f"cancel by the same id: {body!r}")
    lsp.close()


def case_sizes_before_reading(bin_, d):
    """Sizes are checked before reading: with --max-file-size 0 a 5 GiB file
    is refused by its size (the library reads files under 4 GiB) instead of
    read whole and aborted; a 3 GiB file of NULs is described as binary
    from its first bytes; --files-from /dev/zero and a list with a line of
    a megabyte are refused. Each in well under 1 GiB of address space."""
    gib = 1 << 30
    # The time of a small file's check: the big ones are answered about as fast.
    write(os.path.join(d, "small.xsf"), XSF_HEAD)
    _, _, _, plain = timed(bin_, ["check", "--max-file-size", "0", "small.xsf"], d)
    with open(os.path.join(d, "five.xsf"), "wb") as f:
        f.write(XSF_HEAD)
        f.truncate(5 * gib)
    rc, out, err, took = run(bin_, ["check", "--max-file-size", "0", "five.xsf"], d, limit=60,
                             max_memory=gib)
    expect(rc == 2 and "five.xsf: file too large (5 GiB; skellint reads files under 4 GiB)" in err,
           f"5 GiB with no limit: rc {rc} {err[-500:]!r}")
    within(took, plain, "5 GiB refused by its size, against a small file's check", factor=5)
    rc, out, err, took = run(bin_, ["tree", "five.xsf"], d, limit=60, max_memory=gib)
    expect(rc == 2 and "five.xsf: file too large (5 GiB; the limit is 256 MiB)" in err,
           f"tree of 5 GiB: rc {rc} {err[-500:]!r}")
    with open(os.path.join(d, "zeros.bin"), "wb") as f:
        f.truncate(3 * gib)
    rc, out, err, took = run(bin_, ["check", "--max-file-size", "0", "zeros.bin"], d, limit=60,
                             max_memory=gib)
    expect(rc == 2 and "zeros.bin: unknown format (looks like binary data" in err,
           f"3 GiB of NULs: rc {rc} {err[-500:]!r}")
    within(took, plain, "3 GiB of NULs described, against a small file's check", factor=5)
    rc, out, err, took = run(bin_, ["check", "--files-from", "/dev/zero"], d, limit=60,
                             max_memory=gib)
    expect(rc == 2 and "--files-from /dev/zero: the list is longer than 1 GiB" in err,
           f"--files-from /dev/zero: rc {rc} {err[-500:]!r}")
    write(os.path.join(d, "list"), b"x" * (1 << 20) + b"\n")
    rc, out, err, took = run(bin_, ["check", "--files-from", "list"], d, max_memory=gib)
    expect(rc == 2 and "--files-from list: a line is longer than 4096 bytes" in err
           and len(err) < 1000,
           f"--files-from with a 1 MB line: rc {rc} {err[-500:]!r}")
    expect(peak_rss_mb() < 200, f"peak RSS {peak_rss_mb():.0f} MB")


def fixable_xsf():
    """An XSF with one safe fix (SK401: NUMCHILDS; other findings remain)."""
    b0 = (bone(0, -1).replace(b'NUMCHILDS="0"', b'NUMCHILDS="5"')
          .replace(b"<PARENTID>-1</PARENTID>", b"<PARENTID>-1</PARENTID><CHILDID>1</CHILDID>"))
    b1 = bone(1, 0)
    return XSF_HEAD + b'<SKELETON NUMBONES="2">' + b0 + b1 + b"</SKELETON>\n"


def as_nobody():
    """preexec_fn: drop root for the child (the owner-and-permission cases)."""
    os.setgroups([])
    os.setgid(65534)
    os.setuid(65534)


def case_fix_read_only_and_links(bin_, d):
    """--fix refuses a file the user may not write (exit 2, the others are
    still fixed), even where the directory would let a rename replace it;
    a hard-linked file is written through and stays one file with all its
    names; a file the user may write but does not own keeps its owner."""
    good = fixable_xsf()
    w = os.path.join(d, "w")
    os.makedirs(w)
    for name in ("ro.xsf", "ok.xsf", "linked.xsf", "theirs.xsf"):
        write(os.path.join(w, name), good)
    os.link(os.path.join(w, "linked.xsf"), os.path.join(w, "other-name.xsf"))
    os.chmod(os.path.join(w, "ro.xsf"), 0o444)
    root = os.geteuid() == 0
    preexec = None
    if root:
        # As in the report: a root-owned 0444 file in a folder that nobody
        # may write, fixed by nobody; "theirs" is root's and writable by all.
        shutil.copy(bin_, os.path.join(d, "skellint"))
        bin_ = os.path.join(d, "skellint")
        os.chmod(d, 0o755)
        os.chmod(bin_, 0o755)
        os.chown(w, 65534, 65534)
        for name in ("ok.xsf", "linked.xsf"):
            os.chown(os.path.join(w, name), 65534, 65534)
        os.chmod(os.path.join(w, "theirs.xsf"), 0o666)
        preexec = as_nobody
    p = subprocess.run([bin_, "check", "--fix", "ro.xsf", "ok.xsf", "linked.xsf", "theirs.xsf"],
                       cwd=w, capture_output=True, timeout=LIMIT, preexec_fn=preexec)
    err = p.stderr.decode("utf-8", "replace")
    st = os.stat(os.path.join(w, "ro.xsf"))
    expect(p.returncode == 2 and "ro.xsf: the file is not writable (Permission denied)" in err,
           f"read-only file: rc {p.returncode} {err!r}")
    expect(open(os.path.join(w, "ro.xsf"), "rb").read() == good and st.st_mode & 0o777 == 0o444
           and (not root or st.st_uid == 0), f"the read-only file was changed: {oct(st.st_mode)} uid {st.st_uid}")
    fixed = open(os.path.join(w, "ok.xsf"), "rb").read()
    expect(fixed != good and b'NUMCHILDS="1"' in fixed, "the writable file was not fixed")
    a, b = os.stat(os.path.join(w, "linked.xsf")), os.stat(os.path.join(w, "other-name.xsf"))
    expect(a.st_ino == b.st_ino and a.st_nlink == 2, "the hard link was split")
    expect(open(os.path.join(w, "other-name.xsf"), "rb").read() == fixed, "the other name lost the fix")
    t = os.stat(os.path.join(w, "theirs.xsf"))
    expect(open(os.path.join(w, "theirs.xsf"), "rb").read() == fixed, "a writable file of another owner not fixed")
    expect(not root or (t.st_uid == 0 and t.st_mode & 0o777 == 0o666),
           f"another owner's file changed owner or mode: uid {t.st_uid} {oct(t.st_mode)}")
    expect(not [n for n in os.listdir(w) if "skellint" in n], f"temporary files left: {os.listdir(w)}")
    if root:
        # Root may write any file, but a read-only one is left alone.
        mine = os.path.join(d, "mine")
        os.makedirs(mine)
        write(os.path.join(mine, "ro.xsf"), good)
        os.chmod(os.path.join(mine, "ro.xsf"), 0o444)
        p = subprocess.run([bin_, "check", "--fix", "ro.xsf"], cwd=mine, capture_output=True,
                           timeout=LIMIT)
        err = p.stderr.decode("utf-8", "replace")
        expect(p.returncode == 2 and "the file is not writable (read-only, mode 0444)" in err,
               f"root fixed a read-only file: rc {p.returncode} {err!r}")
        expect(open(os.path.join(mine, "ro.xsf"), "rb").read() == good, "root changed a read-only file")


def case_fix_temporaries(bin_, d):
    """Temporary files of a --fix that was killed (kill -9 between writing
    and renaming) break no later run: every walk skips them, and the next
    --fix writing into the folder removes those whose process is gone (a
    live run's are kept)."""
    t = os.path.join(d, "t")
    os.makedirs(t)
    write(os.path.join(t, "a.xsf"), fixable_xsf())
    half = fixable_xsf()[:200]  # cut off mid-element: SK001 if it were checked
    dead = subprocess.Popen(["true"])
    dead.wait()
    stale = f".a.xsf.skellint-tmp-{dead.pid}-Ab12Cd"
    live = f".a.xsf.skellint-tmp-{os.getpid()}-Zz34Yy"
    older = ".a.xsf.skellint-Qw56Er"  # the name earlier versions used
    for name in (stale, live, older):
        write(os.path.join(t, name), half)
    rc, out, err, took = run(bin_, ["check", "--format", "json", "t"], d)
    files = json.loads(out)["files"]
    expect(rc == 1 and files == 1 and b"SK001" not in out,
           f"a walk checked a temporary file: rc {rc} files {files} {out[:300]!r}")
    rc, out, err, took = run(bin_, ["check", "--fix", "t"], d)
    expect(rc in (0, 1) and b"Fixed 1 problem in 1 file" in out and not err,
           f"--fix: rc {rc} {out!r} {err!r}")
    left = sorted(n for n in os.listdir(t) if "skellint" in n)
    expect(left == sorted([live, older]), f"after --fix: {left} (the stale one should be gone)")


def case_many_attributes(bin_, d):
    """One element with 500,000 attributes (5.5 MB) is SK001 at the element
    in well under a second (libxml2's duplicate check is quadratic: over a
    minute before); 256 attributes, and any number of '=' in a comment, are
    read as before; the language server answers for another document at
    once after opening a 250,000-attribute one."""
    def skeleton(nattrs, extra=b""):
        attrs = b"".join(b' a%d="%d"' % (i, i) for i in range(nattrs))
        return (XSF_HEAD + b'<SKELETON NUMBONES="1">' + extra
                + bone(0, -1).replace(b'NUMCHILDS="0"', b'NUMCHILDS="0"' + attrs) + b"</SKELETON>\n")
    write(os.path.join(d, "many.xsf"), skeleton(500000))
    write(os.path.join(d, "quarter.xsf"), skeleton(125000))
    rc, out, err, took = timed(bin_, ["check", "many.xsf"], d, runs=2)
    expect(rc == 1 and b"many.xsf:2:25: error: element 'BONE' has more than 256 attributes" in out,
           f"500,000 attributes: rc {rc} {out[:300]!r} {err[-300:]!r}")
    _, _, _, quarter = timed(bin_, ["check", "quarter.xsf"], d, runs=2)
    within(took, quarter, "500,000 attributes against 125,000 (a square would be 16x)", factor=10)
    write(os.path.join(d, "fine.xsf"), skeleton(253, b"<!-- " + b"a=1 " * 1000 + b"-->"))
    rc, out, err, took = run(bin_, ["check", "fine.xsf"], d)
    expect(b"attributes;" not in out and b"SK001" not in out, f"256 attributes: {out[:300]!r}")

    def other_document(big):
        """The seconds a small document's symbols take while `big`
        attributes' document is open (none: not opened)."""
        lsp = Lsp(bin_, d)
        lsp.initialize()
        if big:
            lsp.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
                "uri": "file:///t/many.xsf", "languageId": "xsf", "version": 1,
                "text": skeleton(big).decode()}}})
        lsp.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": "file:///t/small.xsf", "languageId": "xsf", "version": 1,
            "text": skeleton(0).decode()}}})
        t0 = time.monotonic()
        lsp.send({"jsonrpc": "2.0", "id": 1, "method": "textDocument/documentSymbol",
                  "params": {"textDocument": {"uri": "file:///t/small.xsf"}}})
        body, m = lsp.until(lambda m: m.get("id") == 1)
        took = time.monotonic() - t0
        expect(isinstance(m.get("result"), list), f"the other document's symbols: {body[:200]!r}")
        lsp.close()
        return took
    within(other_document(250000), other_document(0),
           "the other document's answer with 250,000 attributes open, against none", factor=5)


def case_latin1_header_layout(bin_, d):
    """A declared ISO-8859-1 XSF in the header-then-skeleton layout (the
    declaration before <HEADER>, libxml2 reading from <SKELETON>) is read
    as Latin-1, like the single-root layout: no false SK001, and --fix
    writes the fix and keeps the byte 0xE9 as it was."""
    body = (b'<SKELETON NUMBONES="1">\n' + bone(0, -1).replace(b'NAME="b0"', b'NAME="Ren\xe9"')
            .replace(b'NUMCHILDS="0"', b'NUMCHILDS="3"') + b"\n</SKELETON>\n")
    decl = b'<?xml version="1.0" encoding="ISO-8859-1"?>\n'
    write(os.path.join(d, "split.xsf"), decl + XSF_HEAD + body)
    write(os.path.join(d, "root.xsf"), decl + body.replace(b"<SKELETON ", b'<SKELETON MAGIC="XSF" VERSION="1000" '))
    for name in ("split.xsf", "root.xsf"):
        rc, out, err, took = run(bin_, ["check", name], d)
        expect(b"SK001" not in out and b"SK004" not in out and b"SK401" in out,
               f"{name}: {out[:400]!r}")
        rc, out, err, took = run(bin_, ["check", "--fix", name], d)
        data = open(os.path.join(d, name), "rb").read()
        expect(b"Fixed 1 problem" in out and b'NAME="Ren\xe9" NUMCHILDS="0"' in data,
               f"{name} --fix: {out[:400]!r} {data[:300]!r}")


def case_raw_bytes_to_terminal(bin_, d):
    """No byte of a file name, a configuration value or a file reaches the
    terminal raw: names with ESC, CR, a newline or bytes that are not UTF-8
    are escaped (\\x1B, \\r, \\n, \\xFF) in the text report and on stderr;
    a configuration error is bounded (a 800 KB rule name; a 50 MB file is
    refused by its size), escapes its keys, and quotes nothing of a file a
    .skellint.json symlink points at."""
    t = os.path.join(d, "t")
    os.makedirs(t)
    bad = b"a\x1b[31m\rb\nc\xff"
    write(os.path.join(t.encode(), bad + b".xsf"), fixable_xsf())
    write(os.path.join(t.encode(), bad + b".bin\x1b]0;x\x07"), b"\0" * 100)
    for args in (["check", "t"], ["check", "--no-fold", "--show-source", "t"],
                 ["check", b"t/" + bad + b".bin\x1b]0;x\x07"], ["tree", b"t/" + bad + b".xsf"]):
        p = subprocess.run([bin_] + args, cwd=d, capture_output=True, timeout=LIMIT,
                           env=dict(os.environ, NO_COLOR="1"))
        both = p.stdout + p.stderr
        expect(p.returncode in (1, 2) and b"\x1b" not in both and b"\r" not in both and b"\x07" not in both,
               f"{args}: raw control bytes: {both[:600]!r}")
        expect(b"a\\x1B[31m\\rb\\nc\\xFF." in both, f"{args}: the name is not shown escaped: {both[:600]!r}")
        try:
            both.decode("utf-8")
        except UnicodeDecodeError as e:
            fail(f"{args}: output is not UTF-8: {e}")
    for name, cfg in (("huge", b'{"select": ["' + b"Z" * (50 << 20) + b'"]}'),
                      ("long", b'{"select": ["' + b"Z\x1b" * (400 << 10) + b'"]}'),
                      ("esc", b'{"sel\x1b[2Ject": 1, "x": "\xff"}')):
        os.makedirs(os.path.join(d, name))
        write(os.path.join(d, name, ".skellint.json"), cfg)
        write(os.path.join(d, name, "a.xsf"), fixable_xsf())
        rc, out, err, took = run(bin_, ["check", name], d)
        expect(rc == 2 and len(err) < 4000 and "\x1b" not in err and ".skellint.json:1:" in err,
               f"config {name}: rc {rc}, {len(err)} bytes: {err[:300]!r}")
    os.makedirs(os.path.join(d, "link"))
    write(os.path.join(d, "secret"), b"root:SECRETHASH:19000:0:99999:7:::\n")
    os.symlink(os.path.join(d, "secret"), os.path.join(d, "link", ".skellint.json"))
    write(os.path.join(d, "link", "a.xsf"), fixable_xsf())
    rc, out, err, took = run(bin_, ["check", "link"], d)
    expect(rc == 2 and "root" not in err and "SECRET" not in err and "invalid JSON" in err,
           f"a symlinked config quoted its target: {err!r}")


def case_lsp_sync_and_memory(bin_, d):
    """A didChange the server cannot apply (a range that ends before it
    starts) is not dropped silently: window/logMessage (error) and
    window/showMessage say so, the document's diagnostics are withdrawn,
    requests on it fail (-32803) and later incremental changes are not
    applied to the stale text, until a change with the whole text resyncs.
    Memory held by closed documents goes back to the system."""
    lsp = Lsp(bin_, d)
    lsp.initialize()
    uri = "file:///t/a.xsf"
    text = (XSF_HEAD + b'<SKELETON NUMBONES="1">\n' + bone(0, -1) + b"\n</SKELETON>\n").decode()
    lsp.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "xsf", "version": 1, "text": text}}})
    lsp.until(lambda m: m.get("method") == "textDocument/publishDiagnostics")
    rng = lambda a, b, c, e: {"start": {"line": a, "character": b}, "end": {"line": c, "character": e}}
    change = lambda v, changes: {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": uri, "version": v}, "contentChanges": changes}}
    lsp.send(change(2, [{"range": rng(2, 5, 1, 0), "text": "x"}]))
    seen = {}
    while len(seen) < 3:
        body, m = lsp.until(lambda m: m.get("method") in ("window/logMessage", "window/showMessage",
                                                         "textDocument/publishDiagnostics"),
                            limit=20)
        seen[m["method"]] = m["params"]
    log = seen["window/logMessage"]
    expect(log["type"] == 1 and "could not be applied" in log["message"] and "range ends before it starts"
           in log["message"] and "out of sync" in log["message"], f"log: {log}")
    expect(seen["window/showMessage"]["type"] == 1, f"showMessage: {seen['window/showMessage']}")
    expect(seen["textDocument/publishDiagnostics"]["diagnostics"] == [], "stale diagnostics kept")
    # A valid incremental change now would apply to a text the editor does
    # not have: not applied; requests fail.
    lsp.send(change(3, [{"range": rng(0, 0, 0, 0), "text": "<!-- x -->"}]))
    sym = {"jsonrpc": "2.0", "id": 1, "method": "textDocument/documentSymbol",
           "params": {"textDocument": {"uri": uri}}}
    lsp.send(sym)
    body, m = lsp.until(lambda m: m.get("id") == 1)
    expect(m.get("error", {}).get("code") == -32803, f"a request on a stale copy: {body[:300]!r}")
    lsp.send(change(4, [{"text": text.replace('NAME="b0"', 'NAME="whole"')}]))
    sym["id"] = 2
    lsp.send(sym)
    body, m = lsp.until(lambda m: m.get("id") == 2)
    expect(m.get("result") and m["result"][0]["name"] == "whole", f"resync by the whole text: {body[:300]!r}")

    if not os.environ.get("SKELLINT_SANITIZED") and os.path.exists(f"/proc/{lsp.p.pid}/status"):
        def rss_mb():
            with open(f"/proc/{lsp.p.pid}/status") as f:
                return next(int(l.split()[1]) for l in f if l.startswith("VmRSS")) / 1024
        big = (XSF_HEAD + b'<SKELETON NUMBONES="2000">' + b"".join(bone(i, -1) for i in range(2000))
               + b"</SKELETON>\n").decode()
        base = rss_mb()
        for i in range(60):
            lsp.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
                "uri": f"file:///t/d{i}.xsf", "languageId": "xsf", "version": 1, "text": big}}})
        sym["id"] = 3
        lsp.send(sym)
        lsp.until(lambda m: m.get("id") == 3)
        opened = rss_mb()
        for i in range(60):
            lsp.send({"jsonrpc": "2.0", "method": "textDocument/didClose",
                      "params": {"textDocument": {"uri": f"file:///t/d{i}.xsf"}}})
        sym["id"] = 4
        lsp.send(sym)
        lsp.until(lambda m: m.get("id") == 4)
        closed = rss_mb()
        expect(opened - base > 50, f"60 documents took only {opened - base:.0f} MB: nothing to measure")
        expect(closed - base < (opened - base) / 4,
               f"RSS {base:.0f} MB, {opened:.0f} MB with 60 documents open, {closed:.0f} MB after closing them")
    lsp.close()


CASES = {
    "one-gigabyte": case_one_gigabyte,
    "long-line": case_long_line,
    "deep-nesting": case_deep_nesting,
    "huge-numbers": case_huge_numbers,
    "nul-bytes": case_nul_bytes,
    "byte-order-marks": case_byte_order_marks,
    "unreadable-and-vanishing": case_unreadable_and_vanishing,
    "symlink-loops": case_symlink_loops,
    "fifo": case_fifo,
    "lsp-ids": case_lsp_ids,
    "sizes-before-reading": case_sizes_before_reading,
    "fix-read-only-and-links": case_fix_read_only_and_links,
    "fix-temporaries": case_fix_temporaries,
    "many-attributes": case_many_attributes,
    "latin1-header-layout": case_latin1_header_layout,
    "raw-bytes-to-terminal": case_raw_bytes_to_terminal,
    "lsp-sync-and-memory": case_lsp_sync_and_memory,
}


def main(cases=None, doc=None):
    """Runs the case named on the command line (`list`: prints the names);
    hostile_cal3d.py calls it with its own cases."""
    global CASES
    CASES = cases or CASES
    if len(sys.argv) == 2 and sys.argv[1] == "list":
        print("\n".join(CASES))
        return
    if len(sys.argv) != 3 or sys.argv[1] not in CASES:
        print(doc or __doc__)
        sys.exit(2)
    d = tempfile.mkdtemp(prefix="skellint-hostile-")
    try:
        CASES[sys.argv[1]](os.path.abspath(sys.argv[2]), d)
    finally:
        for root, dirs, files in os.walk(d):
            for x in dirs + files:
                p = os.path.join(root, x)
                if not os.path.islink(p) and not stat.S_ISFIFO(os.lstat(p).st_mode):
                    os.chmod(p, 0o700)
        shutil.rmtree(d, ignore_errors=True)
    print(f"ok: {sys.argv[1]}")


if __name__ == "__main__":
    main()
