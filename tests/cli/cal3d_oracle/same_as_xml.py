#!/usr/bin/env python3
"""same_as_xml.py A.xml B.xml — whether two Cal3D XML files hold the same
model: the same elements in the same order with the same attributes and
contents, numbers equal to the precision Cal3D's saver prints (6 significant
digits). What only says how the file was written is left out: the HEADER
and VERSION/MAGIC attributes, and COLLAPSEID -1 / COLLAPSECOUNT 0 (the
saver omits them). Prints the first difference and exits 1."""
import sys
import xml.etree.ElementTree as ET


def load(path):
    text = open(path, encoding='utf-8', errors='replace').read()
    root = ET.fromstring('<FILE>' + text + '</FILE>')  # HEADER and root side by side
    return [e for e in root if e.tag != 'HEADER']


def kept(children):
    out = []
    for c in children:
        if c.tag == 'COLLAPSEID' and (c.text or '').strip() == '-1':
            continue
        if c.tag == 'COLLAPSECOUNT' and (c.text or '').strip() == '0':
            continue
        out.append(c)
    return out


def same_number(a, b):
    try:
        x, y = float(a), float(b)
    except ValueError:
        return a == b
    if x != x or y != y:  # NaN: equal to itself here
        return x != x and y != y
    if x in (float('inf'), float('-inf')) or y in (float('inf'), float('-inf')):
        return x == y
    return abs(x - y) <= 1e-5 * max(abs(x), abs(y)) + 1e-9


def same_text(a, b):
    ta, tb = (a or '').split(), (b or '').split()
    return len(ta) == len(tb) and all(same_number(x, y) for x, y in zip(ta, tb))


def compare(a, b, where):
    if a.tag != b.tag:
        return f'{where}: <{a.tag}> against <{b.tag}>'
    attrs = lambda e: {k: v for k, v in e.attrib.items() if k not in ('VERSION', 'MAGIC')}
    aa, ab = attrs(a), attrs(b)
    if set(aa) != set(ab):
        return f'{where}/{a.tag}: attributes {sorted(aa)} against {sorted(ab)}'
    for k in aa:
        if not same_text(aa[k], ab[k]):
            return f'{where}/{a.tag}: {k}="{aa[k]}" against "{ab[k]}"'
    if not same_text(a.text, b.text):
        return f'{where}/{a.tag}: "{(a.text or "").strip()}" against "{(b.text or "").strip()}"'
    ca, cb = kept(list(a)), kept(list(b))
    for i, (x, y) in enumerate(zip(ca, cb)):
        d = compare(x, y, f'{where}/{a.tag}[{i}]')
        if d:
            return d
    if len(ca) != len(cb):
        return f'{where}/{a.tag}: {len(ca)} children against {len(cb)}'
    return None


a, b = kept(load(sys.argv[1])), kept(load(sys.argv[2]))
if len(a) != len(b):
    print(f'{len(a)} top-level elements against {len(b)}')
    sys.exit(1)
for x, y in zip(a, b):
    d = compare(x, y, '')
    if d:
        print(d)
        sys.exit(1)
