#!/bin/sh
# install_test.sh BUILD_DIR SKELLINT — `cmake --install` puts the binary,
# the manual page and the bash, zsh and fish completions in place; the
# page renders without warnings; every option of `check` appears in the
# page and in each completion; bash completes a subcommand and an option.
set -u
build=$1 sk=$2
src=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

cmake --install "$build" --prefix "$tmp/prefix" >/dev/null || fail "cmake --install"
for f in bin/skellint share/man/man1/skellint.1.gz share/bash-completion/completions/skellint \
         share/zsh/site-functions/_skellint share/fish/vendor_completions.d/skellint.fish; do
  [ -f "$tmp/prefix/$f" ] || fail "not installed: $f"
done
if command -v groff >/dev/null; then
  groff -man -Tutf8 -ww -z "$src/skellint.1" 2>"$tmp/groff" || fail "groff failed"
  [ -s "$tmp/groff" ] && { fail "the manual page has warnings"; cat "$tmp/groff"; }
fi

# Every option the CLI knows (its own list) is documented and completed.
"$sk" check --no-such-option 2>"$tmp/opts" >/dev/null
opts=$(sed -n 's/.*valid options://p' "$tmp/opts")
[ -n "$opts" ] || fail "no option list from skellint"
for o in $opts; do
  case $o in -h|--help|--version) continue ;; esac
  man_o=$(printf '%s' "$o" | sed 's/-/\\\\-/g')
  grep -q -- "$man_o" "$src/skellint.1" || fail "skellint.1 lacks $o"
  grep -q -- "$o\\b" "$src/completions/skellint.bash" || fail "bash completion lacks $o"
  grep -q -- "$o\\b" "$src/completions/_skellint" || fail "zsh completion lacks $o"
  case $o in
    --*) grep -q -- "-l ${o#--}\\b" "$src/completions/skellint.fish" || fail "fish completion lacks $o" ;;
    -*) grep -q -- "-s ${o#-}\\b" "$src/completions/skellint.fish" || fail "fish completion lacks $o" ;;
  esac
done

# bash: the completion function answers.
if command -v bash >/dev/null; then
  out=$(PATH="$(dirname "$sk"):$PATH" bash -c '
    . "$1"
    COMP_WORDS=(skellint ren); COMP_CWORD=1; _skellint; echo "${COMPREPLY[*]}"
    COMP_WORDS=(skellint check --unsa); COMP_CWORD=2; _skellint; echo "${COMPREPLY[*]}"
    COMP_WORDS=(skellint check --format s); COMP_CWORD=3; _skellint; echo "${COMPREPLY[*]}"
    COMP_WORDS=(skellint explain SK40); COMP_CWORD=2; _skellint; echo "${COMPREPLY[*]}"' _ "$src/completions/skellint.bash")
  echo "$out" | grep -qx "render" || fail "bash: 'ren' does not complete to render ($out)"
  echo "$out" | grep -qx -- "--unsafe-fixes" || fail "bash: '--unsa' does not complete"
  echo "$out" | grep -qx "sarif" || fail "bash: --format s does not complete to sarif"
  echo "$out" | grep -q "SK401" || fail "bash: explain SK40 does not offer SK401"
fi
command -v zsh >/dev/null && { zsh -n "$src/completions/_skellint" || fail "zsh syntax"; }
command -v fish >/dev/null && { fish -n "$src/completions/skellint.fish" || fail "fish syntax"; }

[ "$failures" -eq 0 ] || { echo "$failures failure(s)"; exit 1; }
echo ok
