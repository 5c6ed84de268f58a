#!/bin/sh
# Every format a rule lists in `skellint rules` (and so in docs/rules) is
# exercised: some case's expected output reports that rule on a file of
# that format. A format is known by the reported file's extension (.cfg is
# cal3dcfg, .json dashjson, .dmx dashbin, the binary Cal3D ones
# cal3d-binary, and so is every file in cases/csf, caf, cmf, crf and cpf)
# or, for .txt, by the case folder it is in. Rules that list "all" are not counted
# here.
. "$(dirname "$0")/lib.sh"
CASES=$(cd "$FIX/../../cases" && pwd)
"$SK" rules > "$TMP/rules" || fail "skellint rules"
python3 - "$TMP/rules" "$CASES" > "$TMP/missing" <<'PY'
import os, re, sys
rules, cases = sys.argv[1], sys.argv[2]
lines = open(rules, encoding='utf-8').read().splitlines()
f0, s0 = lines[0].index('FORMATS'), lines[0].index('SUMMARY')
by_ext = {'xsf': 'xsf', 'xmf': 'xmf', 'xaf': 'xaf', 'xrf': 'xrf', 'xpf': 'xpf', 'bon': 'bon',
          'cfg': 'cal3dcfg', 'json': 'dashjson', 'dmx': 'dashbin', 'csf': 'cal3d-binary',
          'caf': 'cal3d-binary', 'cmf': 'cal3d-binary', 'crf': 'cal3d-binary',
          'cpf': 'cal3d-binary'}
seen = set()
for folder in sorted(os.listdir(cases)):
    d = os.path.join(cases, folder)
    if not os.path.isdir(d):
        continue
    for name in os.listdir(d):
        if not name.endswith('.expected'):
            continue
        for line in open(os.path.join(d, name), encoding='utf-8', errors='replace'):
            m = re.match(r'^(\S[^:]*):[^\[]*\[(SK\d{3}) ', line)
            if not m:
                continue
            ext = m.group(1).rsplit('.', 1)[-1].lower()
            binary = ('cal3d-binary', 'csf', 'caf', 'cmf', 'crf', 'cpf')  # whatever the name
            fmt = 'cal3d-binary' if folder in binary else by_ext.get(ext, folder)
            seen.add((m.group(2), fmt))
for line in lines[1:]:
    code = line.split()[0]
    fmts = [f.strip() for f in line[f0:s0].split(',') if f.strip()]
    if fmts == ['all']:
        continue
    for f in fmts:
        if (code, f) not in seen:
            print(code, f)
PY
if [ -s "$TMP/missing" ]; then
  while read -r code fmt; do fail "$code lists $fmt, but no case under tests/cases reports it on a $fmt file"; done < "$TMP/missing"
fi
finish
