#!/bin/sh
# test_paths.sh SKELLINT_EXE — paths typed the way Windows users type them
# (issue 33), run under Wine: '\' between folders, ".\", absolute
# "Z:\…" names, other letter case, `*.xsf` left to the program; a symlinked
# folder leading out of the project is neither followed nor written by
# --fix; a .cfg naming a UNC share is refused without a look-up;
# .skellint.json found for a file typed with '\'; a closed pipe ends
# quietly; output names files with one separator. Skips (77) without
# wine64 or the .exe.
set -u
here=$(cd "$(dirname "$0")" && pwd)
exe=$1
. "$here/lib.sh"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cases=$here/../cases
parts=$cases/cal3dcfg/parts
failures=0
fail() { printf "FAIL: %s\n" "$*"; failures=$((failures + 1)); }
in_dir() { # DIR CMD…: runs CMD in DIR, stdout in $T/out, stderr in $T/err, status in $rc
  d=$1; shift
  (cd "$d" && "$@") >"$T/out" 2>"$T/err"; rc=$?
}
show() { sed 's/^/    /' "$T/out" "$T/err" | head -20; }
# The Windows name of a Unix path: Wine's Z: is /.
winpath() { printf 'Z:%s' "$1" | tr / '\\'; }
files_of() { sed -n 's/.*"files": *\([0-9]*\).*/\1/p' "$T/out"; }

# A character: a clean skeleton, a mesh with an influence on a bone the
# skeleton lacks (SK204, an error only the character shows), a material.
P=$T/proj
mkdir -p "$P/.git" "$P/winbill" "$P/wb2/sub" "$P/wincorpus/misc"
cp "$parts/skeleton.xsf" "$P/winbill/bill.xsf"
cp "$parts/body_stray.xmf" "$P/winbill/Bill_newmaterial.xmf"
cp "$parts/skin.xrf" "$P/winbill/bill.xrf"
printf 'skeleton=bill.xsf\r\nmesh=Bill_newmaterial.xmf\r\nmaterial=bill.xrf\r\n' > "$P/winbill/bill.cfg"
W=$(winpath "$P")

# 1. A .cfg typed with '\', ".\" and absolute: every part found (no SK471),
# the .cfg and its three files checked (as winbill/bill.cfg on Linux),
# SK204 in the mesh, named with '\'.
for typed in 'winbill\bill.cfg' '.\winbill\bill.cfg' "$W\\winbill\\bill.cfg" 'winbill/bill.cfg'; do
  in_dir "$P" win check --no-config --format json "$typed"
  grep -q 'SK471' "$T/out" && { fail "$typed: a part is 'not there'"; show; }
  [ "$(files_of)" = 4 ] || { fail "$typed: $(files_of) file(s) checked, expected 4"; show; }
  grep -q 'SK204' "$T/out" || { fail "$typed: the mesh's SK204 is missed"; show; }
done
in_dir "$P" win check --no-config 'winbill\bill.cfg'
grep -q '^winbill\\Bill_newmaterial.xmf:.*SK204' "$T/out" || { fail "the mesh is not named 'winbill\\Bill_newmaterial.xmf'"; show; }
if grep -q 'winbill\\/' "$T/out" "$T/err"; then fail "a path with '\\/'"; show; fi

# 2. A part typed with '\': its .cfg is found beside it, the character's
# files are checked with it.
in_dir "$P" win check --no-config --format json 'winbill\Bill_newmaterial.xmf'
grep -q 'SK204' "$T/out" || { fail "winbill\\Bill_newmaterial.xmf: the .cfg beside it is not found (SK204 missed)"; show; }
in_dir "$P" win check --no-config --format json 'winbill\bill.xsf'
[ "$(files_of)" = 3 ] || { fail "winbill\\bill.xsf: $(files_of) file(s) checked, expected the character's 3"; show; }

# 3. tree of a .cfg typed with '\'.
in_dir "$P" win tree 'winbill\bill.cfg'
[ "$rc" = 0 ] || { fail "tree winbill\\bill.cfg: exit $rc"; show; }

# 4. A drive-letter name of a file inside the project, in a .cfg.
printf 'skeleton=%s\\winbill\\bill.xsf\r\nmesh=Bill_newmaterial.xmf\r\n' "$W" > "$P/winbill/drive.cfg"
in_dir "$P" win check --no-config --format json 'winbill\drive.cfg'
grep -q 'SK471' "$T/out" && { fail "a drive-letter name inside the project is 'not there'"; show; }
grep -q 'SK204' "$T/out" || { fail "drive.cfg: the character is not checked (SK204 missed)"; show; }

# 5. Other letter case: --root, and the folder typed as REPO\REL.CFG (no
# SK472 for names the .cfg spells as they are on disk).
in_dir "$P" win check --no-config --format json --root "$(printf '%s' "$W" | tr a-z A-Z)" 'winbill\bill.cfg'
grep -q 'SK471' "$T/out" && { fail "--root in other letter case: parts outside the project"; show; }
in_dir "$P" win check --no-config --format json 'WINBILL\BILL.CFG'
grep -q 'SK472' "$T/out" && { fail "WINBILL\\BILL.CFG: a bogus SK472"; show; }
grep -q 'SK204' "$T/out" || { fail "WINBILL\\BILL.CFG: the character is not checked"; show; }

# 6. Wildcards cmd and PowerShell leave as written.
in_dir "$P/winbill" win check --no-config --format json '*.xsf'
[ "$rc" != 2 ] && [ "$(files_of)" -ge 1 ] || { fail "check *.xsf: exit $rc"; show; }
in_dir "$P" win check --no-config --format json 'winbill\*.CFG'
grep -q 'SK204' "$T/out" || { fail "check winbill\\*.CFG: the .cfg files are not checked"; show; }
in_dir "$P" win check --no-config 'nothing*.xsf'
[ "$rc" = 2 ] && grep -q "nothing\*.xsf: no file matches" "$T/err" || { fail "a pattern matching nothing: exit $rc"; show; }

# 7. .skellint.json for a file typed with '\'.
cp "$cases/xsf/SK401-numchilds-too-high.xsf" "$P/wb2/sub/x.xsf"
printf '{"ignore": ["SK401"]}\n' > "$P/wb2/.skellint.json"
in_dir "$P" win check 'wb2\sub\x.xsf'
grep -q 'SK401' "$T/out" && { fail "wb2\\sub\\x.xsf: wb2\\.skellint.json is ignored"; show; }

# 8. A folder typed with '\' and walked: every path with '\'.
cp "$cases/xsf/SK401-numchilds-too-high.xsf" "$P/wincorpus/misc/a.xsf"
in_dir "$P" win check --no-config "$W\\wincorpus"
grep -q "^Z:.*\\\\wincorpus\\\\misc\\\\a.xsf:.*SK401" "$T/out" || { fail "a walked folder's file is not named with '\\'"; show; }
grep -q 'wincorpus/' "$T/out" && { fail "mixed separators in a walk"; show; }

# 9. A symlinked folder leading out of the project: not followed by a walk
# nor by a .cfg, not written by --fix (Wine shows the Unix symlink).
R=$T/repo
mkdir -p "$R/.git" "$T/outside/sub"
cp "$cases/xsf/SK401-numchilds-too-high.xsf" "$T/outside/sub/victim.xsf"
cp "$T/outside/sub/victim.xsf" "$T/victim.orig"
ln -s ../outside/sub "$R/linkdir"
printf 'skeleton=linkdir/victim.xsf\r\n' > "$R/leak.cfg"
in_dir "$T" win check --fix repo
cmp -s "$T/outside/sub/victim.xsf" "$T/victim.orig" || fail "--fix wrote outside\\sub\\victim.xsf through repo\\linkdir"
grep -q '^repo.linkdir.victim.xsf:' "$T/out" && { fail "the walk followed repo\\linkdir out of the project"; show; }
in_dir "$T" win check --no-config --format json 'repo\leak.cfg'
grep -q 'outside' "$T/out" || { fail "linkdir/victim.xsf in a .cfg is not refused as outside the project"; show; }
[ "$(files_of)" = 1 ] || { fail "linkdir/victim.xsf was read ($(files_of) files checked)"; show; }

# 10. A UNC name in a .cfg: outside the project, and never looked up
# (Wine's file trace shows no open of the host's name).
for unc in '\\skellint-test-host\share\x.xsf' '//skellint-test-host/share/x.xsf'; do
  printf 'skeleton=%s\r\n' "$unc" > "$P/unc.cfg"
  (cd "$P" && WINEDEBUG=trace+file "$wine" "$exe" check --no-config --format json unc.cfg) >"$T/out" 2>"$T/trace"
  grep -q 'outside' "$T/out" || { fail "$unc: not refused as outside the project"; show; }
  if grep -i 'skellint-test-host' "$T/trace" | grep -qv 'skellint.exe'; then
    fail "$unc: looked up"; grep -i 'skellint-test-host' "$T/trace" | head -3
  fi
done

# 11. A closed pipe ends quietly.
(cd "$P" && win check --no-config 'wincorpus\misc\a.xsf' 2>"$T/err" | true)
[ -s "$T/err" ] && { fail "a closed pipe: $(cat "$T/err")"; }

# 12. A .gitignore's letters match in either case, as git's
# core.ignorecase makes them on Windows: '*.XSF' skips a.xsf, 'Build/'
# the folder build.
G=$T/ignorecase
mkdir -p "$G/.git" "$G/build"
cp "$cases/xsf/SK401-numchilds-too-high.xsf" "$G/a.xsf"
cp "$cases/xsf/SK401-numchilds-too-high.xsf" "$G/build/b.xsf"
cp "$cases/xsf/SK401-numchilds-too-high.xsf" "$G/c.bon"
printf '*.XSF\r\nBuild/\r\n' > "$G/.gitignore"
in_dir "$G" win check --no-config --format json .
[ "$(files_of)" = 1 ] || { fail ".gitignore '*.XSF' and 'Build/' did not skip a.xsf and build\\ ($(files_of) files checked, c.bon alone expected)"; show; }

if [ $failures -ne 0 ]; then echo "$failures assertion(s) failed"; exit 1; fi
echo "ok"
