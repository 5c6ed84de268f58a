#!/bin/sh
# Walks skip what the repository ignores, never a folder for its name
# alone (issue 33: `buildings/` was never checked, every `build*` folder
# skipped without a word): .gitignore files (negation, folder-only and
# anchored patterns, `**`, nested files, .git/info/exclude, a nested
# repository's own rules), the "exclude" setting and --exclude; .git is
# never walked; a file named is checked even when ignored; --verbose names
# each skip with its reason. Where git is installed, the files checked are
# the ones git does not ignore (`git ls-files --others --exclude-standard`).
. "$(dirname "$0")/lib.sh"

# checked: the files the last run reported (each holds one warning).
checked() { sed -n 's/:13:19: warning:.*//p' "$TMP/out" | sort; }

R=$TMP/repo
mkdir -p "$R/.git/info" "$R/buildings" "$R/build" "$R/.hidden" "$R/out" "$R/art/out" \
  "$R/gen/keep" "$R/deep/a/b/cache" "$R/sub/tmp" "$R/renders" "$R/nested/.git" "$R/nested/gen"
for f in buildings/w.xsf build/w.xsf .hidden/w.xsf out/w.xsf art/out/w.xsf gen/w.xsf \
  gen/keep/w.xsf deep/a/b/cache/w.xsf sub/w.xsf sub/drop.xsf sub/keep.xsf sub/tmp/w.xsf \
  renders/w.xsf nested/gen/w.xsf local.xsf .git/w.xsf; do
  cp "$FIX/warning.xsf" "$R/$f"
done
cat > "$R/.gitignore" <<'IGN'
# anchored: only the top's out/, not art/out/
/out/
# everything in gen/ but keep/
/gen/*
!/gen/keep/
# at any depth
**/cache/
IGN
printf 'drop.xsf\n*.tmp\ntmp\n' > "$R/sub/.gitignore"
printf 'local.xsf\n' > "$R/.git/info/exclude"
printf 'gen/\n' > "$R/nested/.gitignore"   # its own rules: the top's /gen/* is not its gen/
rm -rf "$R/nested/gen" && mkdir -p "$R/nested/gen" "$R/nested/art" &&
  cp "$FIX/warning.xsf" "$R/nested/gen/w.xsf" && cp "$FIX/warning.xsf" "$R/nested/art/w.xsf"

( cd "$R" && "$SK" check --no-color --no-fold . >"$TMP/out" 2>"$TMP/err" ); rc=$?
expect_rc 1 "a walk of the repository"
expect_empty_err
checked > "$TMP/got"
cat > "$TMP/want" <<'W'
.hidden/w.xsf
art/out/w.xsf
build/w.xsf
buildings/w.xsf
gen/keep/w.xsf
nested/art/w.xsf
renders/w.xsf
sub/keep.xsf
sub/w.xsf
W
LC_ALL=C sort "$TMP/want" -o "$TMP/want"; LC_ALL=C sort "$TMP/got" -o "$TMP/got"
cmp -s "$TMP/want" "$TMP/got" || { fail "the files a walk checks"; diff -u "$TMP/want" "$TMP/got"; }

# --verbose: one line per skipped folder or file, with the reason.
( cd "$R" && "$SK" check --verbose --no-color . >"$TMP/out" 2>"$TMP/err" )
expect_err "skellint: .git/: skipped: the repository's own data (never walked)"
expect_err "skellint: out/: skipped: ignored by .gitignore line 2 ('/out/')"
expect_err "skellint: gen/w.xsf: skipped: ignored by .gitignore line 4 ('/gen/*')"
expect_err "skellint: deep/a/b/cache/: skipped: ignored by .gitignore line 7 ('**/cache/')"
expect_err "skellint: sub/drop.xsf: skipped: ignored by sub/.gitignore line 1 ('drop.xsf')"
expect_err "skellint: sub/tmp/: skipped: ignored by sub/.gitignore line 3 ('tmp')"
expect_err "skellint: local.xsf: skipped: ignored by"
expect_err "info/exclude line 1 ('local.xsf')"
expect_err "skellint: nested/gen/: skipped: ignored by nested/.gitignore line 1 ('gen/')"
expect_err "skellint: .gitignore: skipped: of no format skellint knows"
[ "$(grep -c 'skipped' "$TMP/err")" = 12 ] || { fail "--verbose: one line per skip"; cat "$TMP/err"; }
# Without --verbose, not a word.
( cd "$R" && "$SK" check . >"$TMP/out" 2>"$TMP/err" )
expect_empty_err

# A walk of a folder below the top: the top's .gitignore applies there too.
( cd "$R/gen" && "$SK" check --no-color --verbose . >"$TMP/out" 2>"$TMP/err" )
expect_out "keep/w.xsf:13:19"
grep -q "^w.xsf:" "$TMP/out" && fail "gen/w.xsf is ignored by the top's /gen/*"
expect_err "skellint: w.xsf: skipped: ignored by $R/.gitignore line 4 ('/gen/*')"

# A file named is checked even when ignored; so is a folder named.
( cd "$R" && "$SK" check --no-color out/w.xsf sub/drop.xsf >"$TMP/out" 2>"$TMP/err" ); rc=$?
expect_rc 1 "ignored files named"
expect_out "out/w.xsf:13:19"
expect_out "sub/drop.xsf:13:19"
( cd "$R" && "$SK" check --no-color out >"$TMP/out" 2>"$TMP/err" ); rc=$?
expect_out "out/w.xsf:13:19"

# The "exclude" setting (globs relative to the .skellint.json's folder)
# and --exclude.
printf '{"exclude": ["renders/", "art/**/*.xsf"]}\n' > "$R/.skellint.json"
( cd "$R" && "$SK" check --no-color --verbose . >"$TMP/out" 2>"$TMP/err" )
expect_no_out "renders/w.xsf"
expect_no_out "art/out/w.xsf"
expect_out "buildings/w.xsf"
expect_err "skellint: renders/: skipped: excluded by .skellint.json (\"exclude\": 'renders/')"
expect_err "skellint: art/out/w.xsf: skipped: excluded by .skellint.json (\"exclude\": 'art/**/*.xsf')"
rm "$R/.skellint.json"
( cd "$R" && "$SK" check --no-color --verbose --exclude 'build*/' --exclude '.hidden' . >"$TMP/out" 2>"$TMP/err" )
expect_no_out "buildings/w.xsf"
expect_no_out ".hidden/w.xsf"
expect_out "sub/w.xsf"
expect_err "skellint: build/: skipped: excluded by --exclude 'build*/'"
expect_err "skellint: .hidden/: skipped: excluded by --exclude '.hidden'"
printf '{"exclude": 3}\n' > "$TMP/bad.json"
run "$SK" check --config "$TMP/bad.json" "$R/sub"
expect_rc 2 "exclude must be globs"
expect_err "\"exclude\" must be a glob or a list of globs"

# No repository: the .gitignore files of the folder walked still apply (an
# archive of a repository keeps them).
A=$TMP/archive
mkdir -p "$A/buildings" "$A/skip"
cp "$FIX/warning.xsf" "$A/buildings/w.xsf"; cp "$FIX/warning.xsf" "$A/skip/w.xsf"
printf 'skip/\n' > "$A/.gitignore"
run "$SK" check --no-color "$A"
expect_out "$A/buildings/w.xsf:13:19"
expect_no_out "skip/w.xsf"

# git agrees on the repository's files (when git is installed).
if command -v git >/dev/null 2>&1; then
  rm -rf "$R/.git" "$R/nested/.git"
  (cd "$R" && git init -q . && printf 'local.xsf\n' > .git/info/exclude &&
    cd nested && git init -q . && cp "$FIX/warning.xsf" ../.git/w.xsf) >/dev/null 2>&1
  (cd "$R" && { git ls-files --others --exclude-standard -- '*.xsf';
    cd nested && git ls-files --others --exclude-standard -- '*.xsf' | sed 's|^|nested/|'; } |
    grep -v '^nested/$' | LC_ALL=C sort > "$TMP/git")
  ( cd "$R" && "$SK" check --no-color --no-fold . >"$TMP/out" 2>"$TMP/err" )
  checked | LC_ALL=C sort > "$TMP/got"
  cmp -s "$TMP/git" "$TMP/got" || { fail "skellint's walk and git disagree"; diff -u "$TMP/git" "$TMP/got"; }
else
  echo "SKIP (part): git is not installed; the comparison with git check-ignore is not run"
fi
finish
