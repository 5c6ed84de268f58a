# lib.sh — sourced by the Neovim plugin tests (plugin_test.sh,
# complete_test.sh, render_tree_test.sh) after `set -u`:
#   nvim_begin SKELLINT   skips (77) when nvim is missing (Debian: neovim);
#                         sets root (the checkout), sk (SKELLINT made
#                         absolute) and tmp (a scratch folder removed on exit)
#   nvim_lua TEST.lua [NAME=VALUE…]   runs tests/editors/nvim/TEST.lua in a
#                         headless Neovim with no user configuration (HOME and
#                         XDG folders in tmp), SKELLINT and PLUGIN (editors/nvim)
#                         set with the NAME=VALUE pairs, in the current folder;
#                         exits 0 when it printed "ok: ", 1 otherwise (after
#                         nvim_timeout seconds, default 120: a hang guard).
nvim_begin() {
  if ! command -v nvim >/dev/null 2>&1; then
    echo "SKIP: nvim not found (apt-get install neovim, or tools/setup.sh --test)"; exit 77
  fi
  root=$(cd "$(dirname "$0")/../../.." && pwd)
  sk=$1
  case $sk in /*) ;; *) sk=$(pwd)/$sk ;; esac
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
}

nvim_lua() {
  lua=$1; shift
  out=$(env SKELLINT="$sk" PLUGIN="$root/editors/nvim" HOME="$tmp" XDG_CONFIG_HOME="$tmp" XDG_DATA_HOME="$tmp" \
    XDG_STATE_HOME="$tmp" XDG_CACHE_HOME="$tmp" "$@" \
    timeout "${nvim_timeout:-120}" nvim --headless --clean -n -c "luafile $root/tests/editors/nvim/$lua" 2>&1)
  rc=$?
  printf '%s\n' "$out"
  [ $rc -eq 0 ] || { echo "FAIL: nvim exited with $rc"; exit 1; }
  case $out in *"ok: "*) exit 0 ;; esac
  echo "FAIL: no result from the Lua test"; exit 1
}
