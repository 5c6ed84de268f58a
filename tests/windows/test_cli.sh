#!/bin/sh
# test_cli.sh SKELLINT SKELLINT_EXE — what differs on Windows, run under
# Wine (issue 26): --fix replaces a file the Windows way and, when another
# program holds the file open, refuses with a clear message and loses
# nothing; CRLF lines in --files-from and .skellint.json; stdout in binary
# mode (no CR added); UTF-8 file names; paths printed as typed; paths
# longer than MAX_PATH. Skips (77) without wine64 or the .exe.
set -u
linux=$1
here=$(cd "$(dirname "$0")" && pwd)
exe=$2
. "$here/lib.sh"
hold=$(dirname "$exe")/hold_open.exe
case $linux in /*) ;; *) linux=$(pwd)/$linux ;; esac
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cases=$here/../cases
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
in_dir() { # DIR CMD…: runs CMD in DIR, stdout in $T/out, stderr in $T/err, status in $rc
  d=$1; shift
  (cd "$d" && "$@") >"$T/out" 2>"$T/err"; rc=$?
}
no_temps() { # DIR: no --fix temporary left behind
  if ls -A "$1" | grep -q skellint-tmp; then fail "a temporary file was left in $1"; ls -A "$1"; fi
}

# --fix over an existing file (rename() cannot replace one on Windows):
# the same bytes as the Linux binary writes, CRLF kept, nothing left over.
mkdir -p "$T/lin" "$T/win"
src=$cases/xsf/SK401-numchilds-too-high.xsf
sed 's/$/\r/' "$src" > "$T/lin/crlf.xsf"
cp "$T/lin/crlf.xsf" "$T/win/crlf.xsf"
cp "$src" "$T/lin/lf.xsf"
cp "$src" "$T/win/lf.xsf"
(cd "$T/lin" && "$linux" check --fix crlf.xsf lf.xsf >/dev/null 2>&1)
in_dir "$T/win" win check --fix crlf.xsf lf.xsf
[ "$rc" = 0 ] || { fail "--fix under Wine: exit $rc"; cat "$T/err"; }
for f in crlf.xsf lf.xsf; do
  cmp -s "$T/lin/$f" "$T/win/$f" || fail "--fix wrote $f differently from the Linux binary"
  cmp -s "$src" "$T/win/$f" && fail "--fix did not change $f"
done
grep -q "$(printf '\r')\$" "$T/win/crlf.xsf" || fail "--fix lost the CRLF line endings"
no_temps "$T/win"

# A file another program holds open: refused with a clear message (exit 2),
# the file as it was, no temporary left. "rw": the holder lets others read
# and write but not replace; "r": only read.
if [ -f "$hold" ]; then
  for share in rw r; do
    cp "$src" "$T/win/held.xsf"
    rm -f "$T/win/held.xsf.held"
    (cd "$T/win" && WINEDEBUG=-all "$wine" "$hold" held.xsf "$share" 8) &
    pid=$!
    i=0
    while [ ! -f "$T/win/held.xsf.held" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
    in_dir "$T/win" win check --fix held.xsf
    [ "$rc" = 2 ] || fail "held open ($share): exit $rc, expected 2"
    grep -q "open in another program" "$T/err" || { fail "held open ($share): no clear message"; cat "$T/err"; }
    cmp -s "$src" "$T/win/held.xsf" || fail "held open ($share): the file changed"
    rm -f "$T/win/held.xsf.held"
    no_temps "$T/win"
    wait $pid
    # Once it is closed, the fix goes through.
    in_dir "$T/win" win check --fix held.xsf
    cmp -s "$T/lin/lf.xsf" "$T/win/held.xsf" || fail "after the holder closed it ($share): not fixed"
  done
else
  fail "no $hold (make windows builds it)"
fi

# CRLF lines in --files-from and in .skellint.json.
mkdir -p "$T/crlf/sub"
cp "$src" "$T/crlf/a.xsf"
cp "$src" "$T/crlf/sub/b.xsf"
printf 'a.xsf\r\nsub/b.xsf\r\n' > "$T/crlf/list"
in_dir "$T/crlf" win check --files-from list
[ "$(grep -c 'SK401' "$T/out")" = 2 ] || { fail "--files-from with CRLF lines: expected 2 findings"; cat "$T/out" "$T/err"; }
printf '{\r\n  "ignore": ["SK401"]\r\n}\r\n' > "$T/crlf/sub/.skellint.json"
in_dir "$T/crlf" win check a.xsf sub/b.xsf
grep -q '^a.xsf:.*SK401' "$T/out" || fail ".skellint.json (CRLF): a.xsf lost its finding"
grep -q '^sub/b.xsf' "$T/out" && fail ".skellint.json with CRLF lines was not applied to sub/b.xsf"

# stdout is binary: the same bytes as on Linux, no CR added before LF.
in_dir "$T/crlf" win check --no-config --format json a.xsf
if od -c "$T/out" | grep -q '\\r'; then fail "stdout has a CR (text mode)"; fi
(cd "$T/crlf" && "$linux" check --no-config --format json a.xsf > "$T/lin.json" 2>/dev/null)
cmp -s "$T/out" "$T/lin.json" || fail "--format json differs from the Linux binary's"

# Colour only on a console: none into a pipe, even without NO_COLOR;
# --color=always still colours.
in_dir "$T/crlf" env -u NO_COLOR "$wine" "$exe" check --no-config a.xsf
if grep -q "$(printf '\033')" "$T/out"; then fail "colour codes written into a pipe"; fi
in_dir "$T/crlf" env -u NO_COLOR "$wine" "$exe" check --no-config --color=always a.xsf
grep -q "$(printf '\033')\[" "$T/out" || fail "--color=always gives no colour"

# Paths printed as the user typed them; a UTF-8 file name.
in_dir "$T/crlf" win check --no-config 'sub\b.xsf'
grep -q '^sub\\b.xsf:27:45: warning' "$T/out" || { fail "a path typed with '\\' is not printed as typed"; cat "$T/out" "$T/err"; }
cp "$src" "$T/crlf/骨 ボーン.xsf"
in_dir "$T/crlf" win check --no-config '骨 ボーン.xsf'
grep -q '^骨 ボーン.xsf:27:45: warning' "$T/out" || { fail "a UTF-8 file name"; cat "$T/out" "$T/err"; }

# Encodings an XML declaration names beyond libxml2's own (libxml2's iconv
# is lint/compat/iconv_win.c on Windows): the same findings as on Linux.
mkdir -p "$T/enc"
xsf() { # ENCODING NAME-BYTES
  printf '<?xml version="1.0" encoding="%s"?>\n<HEADER MAGIC="XSF" VERSION="919"/>\n<SKELETON NUMBONES="1">\n<BONE NAME="%b" NUMCHILDS="1" ID="0">\n<TRANSLATION>0 0 0</TRANSLATION>\n<ROTATION>0 0 0 1</ROTATION>\n<LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>\n<LOCALROTATION>0 0 0 1</LOCALROTATION>\n<PARENTID>-1</PARENTID>\n</BONE>\n</SKELETON>\n' "$1" "$2"
}
xsf windows-1252 'caf\351 \200' > "$T/enc/cp1252.xsf"
xsf Shift_JIS '\223\252' > "$T/enc/sjis.xsf"             # 頭
xsf Shift_JIS 'bad\351"x' > "$T/enc/sjis-bad.xsf"
xsf KOI8-R '\342\317\316\305' > "$T/enc/koi8.xsf"
for f in cp1252 sjis sjis-bad koi8; do
  (cd "$T/enc" && "$linux" check --no-fold --format json "$f.xsf" > "$T/lin.json" 2>/dev/null)
  in_dir "$T/enc" win check --no-fold --format json "$f.xsf"
  cmp -s "$T/out" "$T/lin.json" || { fail "$f.xsf: not the findings Linux gives"; diff "$T/lin.json" "$T/out" | head -5; }
done

# A path longer than MAX_PATH (260).
deep=$T/long
for i in 1 2 3 4 5 6 7 8 9 10; do deep=$deep/a-folder-name-of-thirty-letters; done
mkdir -p "$deep"
cp "$src" "$deep/deep.xsf"
in_dir "$T/long" win check --no-config .
grep -q 'deep.xsf:27:45: warning' "$T/out" || { fail "a file deeper than MAX_PATH"; cat "$T/out" "$T/err"; }

if [ $failures -ne 0 ]; then echo "$failures assertion(s) failed"; exit 1; fi
echo "ok"
