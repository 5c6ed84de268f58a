# lib.sh — shared by the Windows tests (tests/windows/): finds wine64 and
# skellint.exe, or skips (exit 77, CTest's SKIP_RETURN_CODE) saying why.
#   exe=PATH; . lib.sh   checks $exe, sets $wine; `win ARGS` runs the exe
wine=${WINE:-/usr/lib/wine/wine64}
if [ ! -x "$wine" ]; then
  echo "SKIP: no $wine (make windows installs wine64)"; exit 77
fi
if [ ! -f "$exe" ]; then
  echo "SKIP: no $exe (build it with make windows)"; exit 77
fi
exe=$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")
export WINEDEBUG=-all
win() { "$wine" "$exe" "$@"; }
