#!/usr/bin/env python3
"""syntax_repair.py SKELLINT — reading on past a syntax error, on real files.

Each Cal3D XML file of ../shared/corpus (SKELLINT_CORPUS) is damaged the
ways typing and copying damage XML — cut short anywhere, a '>' or a quote
or a '/' deleted, an end tag deleted — at places drawn from a fixed seed.
Where `skellint check` reports one syntax error with a repair (its fix),
every other finding must be one `skellint check` reports for the text with
that repair applied, on the same line with the same message, and no more
or fewer (lint/repair.c); no damage may crash skellint or exit 2. Skips
(exit 77) without the corpus."""
import glob, json, os, random, subprocess, sys, tempfile

SK = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
corpus = os.environ.get('SKELLINT_CORPUS', os.path.join(here, '..', '..', '..', '..', 'shared', 'corpus'))
if not os.path.isdir(corpus):
    print('SKIP: no corpus at %s (set SKELLINT_CORPUS)' % corpus)
    sys.exit(77)
files = sorted(f for f in glob.glob(os.path.join(corpus, '**', '*'), recursive=True)
               if f.lower().endswith(('.xsf', '.xmf', '.xaf', '.xrf', '.xpf'))
               and os.path.getsize(f) < 400000)
rng = random.Random(23)
tmp = tempfile.mkdtemp()


def check(path):
    p = subprocess.run([SK, 'check', '--no-config', '--no-fold', '--format', 'json', path],
                       capture_output=True, text=True)
    if p.returncode not in (0, 1):
        raise SystemExit('FAIL: exit %d on %s: %s' % (p.returncode, path, p.stderr))
    return json.loads(p.stdout)['diagnostics']


def apply(text, edits):
    """Applies edits given in 1-based lines and columns (Unicode characters)."""
    starts = [0]
    for line in text.split('\n'):
        starts.append(starts[-1] + len(line) + 1)
    off = lambda p: starts[p['line'] - 1] + p['column'] - 1
    for e in sorted(edits, key=lambda e: off(e['start']), reverse=True):
        text = text[:off(e['start'])] + e['text'] + text[off(e['end']):]
    return text


def damage(text, kind):
    at = ([i for i in range(len(text)) if text.startswith('</', i)] if kind == 3 else
          [i for i, c in enumerate(text) if c in '>"/'] if kind else [])
    if not at:
        return text[:rng.randrange(1, len(text))]
    i = rng.choice(at)
    return text[:i] + text[(text.index('>', i) if kind == 3 else i) + 1:]


failures = compared = 0
for n in range(int(os.environ.get('REPAIR_DAMAGES', '120'))):
    path = files[n % len(files)]
    text = open(path, encoding='utf-8', errors='replace').read()
    kind = n % 4
    broken = damage(text, kind)
    ext = os.path.splitext(path)[1]
    bp, rp = os.path.join(tmp, 'broken' + ext), os.path.join(tmp, 'repaired' + ext)
    with open(bp, 'w', encoding='utf-8') as f:
        f.write(broken)
    found = check(bp)
    errors = [d for d in found if d['code'] == 'SK001']
    if len(errors) != 1 or not errors[0]['fixes']:
        continue
    with open(rp, 'w', encoding='utf-8') as f:
        f.write(apply(broken, errors[0]['fixes'][0]['edits']))
    key = lambda d: (d['code'], d['start']['line'], d['message'])
    got = sorted(key(d) for d in found if d['code'] != 'SK001')
    want = sorted(key(d) for d in check(rp))
    compared += 1
    if got != want:
        failures += 1
        print('FAIL: %s damaged (kind %d; %s): findings differ from the repaired text\'s'
              % (os.path.basename(path), kind, errors[0]['message']))
        for d in sorted(set(got) ^ set(want))[:5]:
            print('    %s only: %s' % ('damaged' if d in got else 'repaired', d))
print('%d damaged files compared with their repair, %d failed' % (compared, failures))
sys.exit(1 if failures or compared < 40 else 0)
