#!/usr/bin/env python3
"""hostile_output.py CASE SKELLINT — issue 32's outputs that a hostile name
could break (items 10 and 11), with hostile.py's harness.

File names and bone names hold ESC (with a title-setting OSC and a clear
screen), BEL, U+009B (the 8-bit CSI), U+FFFE (which XML 1.0 forbids) and a
byte that is not UTF-8. Every output writes them by the one escaping policy
(lint/escape.c) — \\x1B, \\x07, \\u{009B}, \\u{FFFE}, \\xFF — never raw:
the text report, --format github (with GitHub's own %XX on top), junit
(parsed with Python's XML parser), json, sarif and gitlab (parsed),
--diff, show (parsed as XML), tree and render's SVG (parsed).
`python3 hostile_output.py list` prints the cases."""
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "lib", "gen"))
import hostile  # noqa: E402
from hostile import fail, expect, write, fixable_xsf, LIMIT  # noqa: E402
import gen_cases  # noqa: E402  (the binary Cal3D writer of the cases)

# ESC ]0;T BEL (sets the terminal's title), U+009B, U+FFFE, 0xFF, U+202E
# (right-to-left override: what follows reads backwards), U+2028 (a line
# separator to editors).
HOSTILE = b"a\x1b]0;T\x07b\xc2\x9bc\xef\xbf\xbed\xff\xe2\x80\xaeR\xe2\x80\xa8L"
SHOWN = "a\\x1B]0;T\\x07b\\u{009B}c\\u{FFFE}d\\xFF\\u{202E}R\\u{2028}L"


def run(bin_, args, cwd):
    p = subprocess.run([bin_] + args, cwd=cwd, capture_output=True, timeout=LIMIT,
                       env=dict(os.environ, NO_COLOR="1"))
    if p.returncode < 0 or p.returncode > 2:
        fail(f"skellint {args!r} exited {p.returncode}: {p.stderr[-2000:]!r}")
    return p.returncode, p.stdout, p.stderr


def clean(what, data, tabs=False):
    """No control character (but LF, and tab when allowed), no U+FFFE or
    U+FFFF, valid UTF-8."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        fail(f"{what}: not UTF-8: {e}: {data[:600]!r}")
    for ch in text:
        c = ord(ch)
        bad = (c < 0x20 and ch != "\n" and not (tabs and ch == "\t")) or 0x7F <= c <= 0x9F \
            or c in (0xFFFE, 0xFFFF, 0x061C, 0x200E, 0x200F) or 0x2028 <= c <= 0x202E \
            or 0x2066 <= c <= 0x2069
        expect(not bad, f"{what}: U+{c:04X} written raw: {data[:600]!r}")
    return text


def setup(d):
    """t/x<HOSTILE>.xsf (one safe fix) and t/s.csf, a binary skeleton whose
    bones are named <HOSTILE> (two alike: SK105 quotes the name)."""
    t = os.path.join(d, "t")
    os.makedirs(t)
    write(os.path.join(t.encode(), b"x" + HOSTILE + b".xsf"), fixable_xsf())
    f = gen_cases.csf([dict(nm=b"Root" + HOSTILE, children=(1,)), dict(nm=HOSTILE, parent=0),
                       dict(nm=HOSTILE, parent=0)])
    write(os.path.join(t, "s.csf"), f.data)
    return "t/x" + SHOWN + ".xsf"


def case_text_and_github(bin_, d):
    """The text report and --format github: names shown, nothing raw."""
    path = setup(d)
    rc, out, err = run(bin_, ["check", "--no-fold", "t"], d)
    text = clean("text", out + err)
    expect(path + ":" in text, f"text: the file name is not shown as {path!r}: {text[:800]!r}")
    expect("bone 2 is named '" + SHOWN + "'" in text, f"text: the bone name: {text[:1500]!r}")
    rc, out, err = run(bin_, ["check", "--format", "github", "t"], d)
    text = clean("github", out + err)
    lines = [l for l in text.splitlines() if l.startswith("::")]
    expect(len(lines) >= 3, f"github: {text[:800]!r}")
    # GitHub's %XX on top of the policy: ':' and ',' in properties, '%' everywhere.
    expect(any("file=" + path.replace(":", "%3A") + "," in l for l in lines),
           f"github: the file property: {text[:800]!r}")
    expect(any("named '" + SHOWN + "'" in l for l in lines), f"github: the message: {text[:1500]!r}")


def case_junit(bin_, d):
    """--format junit is well-formed XML (Python's parser) and carries the
    names as shown."""
    path = setup(d)
    rc, out, err = run(bin_, ["check", "--format", "junit", "t"], d)
    clean("junit", out)
    try:
        root = ET.fromstring(out)
    except ET.ParseError as e:
        fail(f"junit: not well-formed XML: {e}: {out[:800]!r}")
    suites = {s.get("name") for s in root.iter("testsuite")}
    expect(path in suites, f"junit: suites {suites!r}, expected {path!r}")
    msgs = [f.get("message") for f in root.iter("failure")]
    expect(any("named '" + SHOWN + "'" in m for m in msgs), f"junit: messages {msgs!r}")


def case_json_formats(bin_, d):
    """--format json, sarif and gitlab: parsed, valid UTF-8, no control or
    noncharacter even as a JSON escape in what is shown of names."""
    path = setup(d)
    for fmt in ("json", "sarif", "gitlab"):
        rc, out, err = run(bin_, ["check", "--format", fmt, "t"], d)
        text = clean(fmt, out, tabs=True)
        try:
            doc = json.loads(text)
        except ValueError as e:
            fail(f"{fmt}: not JSON: {e}: {text[:800]!r}")
        strings = []

        def walk(v):
            if isinstance(v, str):
                strings.append(v)
            elif isinstance(v, dict):
                for x in v.values():
                    walk(x)
            elif isinstance(v, list):
                for x in v:
                    walk(x)
        walk(doc)
        for s in strings:
            if fmt == "sarif" and ("help" in s or "\n" in s):
                continue  # rule documentation
            bad = [c for c in s if ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F or ord(c) in (0xFFFE, 0xFFFF)]
            expect(not bad, f"{fmt}: a string holds {bad!r}: {s[:300]!r}")
        expect(any("named '" + SHOWN + "'" in s for s in strings), f"{fmt}: the bone name: {text[:1500]!r}")
        if fmt != "sarif":  # sarif names files by percent-encoded URI
            expect(path in strings, f"{fmt}: the file name is not {path!r}: {text[:1500]!r}")


def case_diff(bin_, d):
    """--diff shows a line's ESC ]0; (title), ESC [2J (clear screen), U+009B
    and U+FFFE escaped; tabs stay tabs."""
    write(os.path.join(d, "e.bon"),
          b"BoneFile : type separated : ver1001\nNAMEPART_START\n0002:" + HOSTILE
          + b"\x1b[2J\tz\n0003:ok\nNAMEPART_END\n")
    rc, out, err = run(bin_, ["check", "--diff", "e.bon"], d)
    text = clean("diff", out + err, tabs=True)
    expect("+0002:" + SHOWN + "\\x1B[2J\tz" in text, f"diff: {text[:800]!r}")


def case_show(bin_, d):
    """`show` writes the names of a binary skeleton by the policy: well-formed
    XML, nothing raw; the XML checks with the binary's findings."""
    setup(d)
    rc, out, err = run(bin_, ["show", "t/s.csf"], d)
    text = clean("show", out + err)
    try:
        root = ET.fromstring("<r>" + text.split("?>", 1)[-1] + "</r>")
    except ET.ParseError as e:
        fail(f"show: not well-formed XML: {e}: {text[:800]!r}")
    names = [b.get("NAME") for b in root.iter("BONE")]
    expect(names == ["Root" + SHOWN, SHOWN, SHOWN], f"show: names {names!r}")
    write(os.path.join(d, "t", "shown.xsf"), out)
    rc2, out2, err2 = run(bin_, ["check", "--no-fold", "t/shown.xsf"], d)
    rc1, out1, err1 = run(bin_, ["check", "--no-fold", "t/s.csf"], d)
    m1 = sorted(l.split(": ", 1)[1] for l in out1.decode().splitlines() if ": warning: " in l)
    m2 = sorted(l.split(": ", 1)[1] for l in out2.decode().splitlines() if ": warning: " in l)
    expect(m1 == m2, f"show: the XML's findings differ:\n{m1!r}\n{m2!r}")


def case_tree_and_render(bin_, d):
    """tree prints names and the file name shown; render's SVG (to a file
    and to stdout) is well-formed XML whatever the names."""
    setup(d)
    hostile_csf = os.path.join(d.encode(), b"t", b"r" + HOSTILE + b".csf")
    os.link(os.path.join(d, "t", "s.csf"), hostile_csf)
    rc, out, err = run(bin_, ["tree", b"t/r" + HOSTILE + b".csf"], d)
    text = clean("tree", out + err)
    expect("t/r" + SHOWN + ".csf" in text and "] " + SHOWN in text, f"tree: {text[:800]!r}")
    rc, out, err = run(bin_, ["render", b"t/r" + HOSTILE + b".csf", "-o", "-"], d)
    text = clean("render", out + err, tabs=True)
    try:
        svg = ET.fromstring(out)
    except ET.ParseError as e:
        fail(f"render: not well-formed XML: {e}: {out[:800]!r}")
    titles = [t.text or "" for t in svg.iter("{http://www.w3.org/2000/svg}title")]
    expect(any(("r" + SHOWN + ".csf") in t for t in titles), f"render: titles {titles[:3]!r}")
    expect(any(t.startswith("[1] " + SHOWN) for t in titles), f"render: titles {titles!r}")


def case_show_source(bin_, d):
    """--show-source prints a finding's line: what the policy escapes
    (ESC, BEL, U+009B, U+202E, U+2028 in a bone name) is one '?' there, the
    caret under the span still aligned; and a .bon's names that differ
    only by a control character are two names (both were "a?b": a false
    SK105), shown escaped."""
    write(os.path.join(d, "s.xsf"), b'<HEADER MAGIC="XSF" VERSION="919" />\n<SKELETON NUMBONES="1">\n'
          b'<BONE ID="0" NAME="' + HOSTILE.replace(b"\xff", b"") + b'" NUMCHILDS="3"><PARENTID>-1</PARENTID></BONE>\n'
          b'</SKELETON>\n')
    rc, out, err = run(bin_, ["check", "--show-source", "s.xsf"], d)
    text = clean("--show-source", out + err)
    expect('NAME="a?]0;T?b?c?d?R?L"' in text, f"--show-source: the line: {text[:1500]!r}")
    write(os.path.join(d, "two.bon"), b"BoneFile : type separated : ver1001\r\nNAMEPART_START\r\n"
          b"0002:a\x01b\r\n0003:a\x02b\r\n0004:a\x01b\r\nNAMEPART_END\r\nTREEPART_START\r\n"
          b"0001,0002,0003,\r\n0001,0004,\r\nTREEPART_END\r\n")
    rc, out, err = run(bin_, ["check", "two.bon"], d)
    text = clean(".bon names", out + err)
    dups = [l for l in text.splitlines() if "SK105" in l]
    expect(len(dups) == 1 and "bone 2 is named 'a\\x01b' like bone 0" in dups[0],
           f".bon: one SK105, for the two names alike (escaped): {text[:1500]!r}")


CASES = {
    "output-show-source": case_show_source,
    "output-text-github": case_text_and_github,
    "output-junit": case_junit,
    "output-json-formats": case_json_formats,
    "output-diff": case_diff,
    "output-show": case_show,
    "output-tree-render": case_tree_and_render,
}

if __name__ == "__main__":
    hostile.main(CASES, __doc__)
