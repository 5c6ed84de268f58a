#!/bin/sh
# Builds the static libraries a cross-built skellint links: libxml2, cJSON
# and the tree-sitter runtime, from the Debian source packages
# tools/deps/setup.sh unpacked in DEPS, into DEPS/prefix with pkg-config
# files. TARGET is windows (make windows: mingw-w64, build-win/deps), web
# (make web: emscripten's WebAssembly, build-web/deps) or musl (make static:
# the static Linux x64 program, musl-gcc, build-musl/deps). Built once; later
# runs find DEPS/prefix/.done-N (N: this recipe's version for TARGET; a
# changed recipe rebuilds).
#   tools/deps/build-deps.sh TARGET DEPS
# libxml2 is configured for what skellint uses (the push parser with SAX):
# no ICU, zlib, lzma, Python, HTTP/FTP, modules, programs or tests. Its
# iconv on Windows is ours, lint/compat/iconv_win.c over the Windows code
# pages, built first as libiconv.a: the encodings an XML declaration names
# are decoded as on Linux (UTF-8, UTF-16, ISO-8859-x are libxml2's own).
# In WebAssembly and with musl it is lint/compat/iconv_web.c: CP932 from
# tables of glibc's, the rest the libc's (emscripten's and musl's iconv have
# no CP932: musl's Shift_JIS is JIS X 0208's, without CP932's extensions and
# mappings).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
target=$1
deps=$(mkdir -p "$2" && cd "$2" && pwd)
prefix=$deps/prefix
compat=$(cd "$here/../../lint/compat" && pwd)
case $target in
  windows)
    recipe=2 cc=x86_64-w64-mingw32-gcc-posix ar=x86_64-w64-mingw32-ar what="static, mingw-w64"
    toolchain=$here/../windows/mingw-w64-x86_64.cmake xml_iconv="" ;;
  web)
    recipe=2 cc=emcc ar=emar what="static, WebAssembly (emscripten)"
    toolchain=$here/../web/emscripten.cmake
    # libxml2 takes our iconv, not the libc's own
    xml_iconv="-DIconv_IS_BUILT_IN=OFF -DIconv_INCLUDE_DIR=$prefix/include -DIconv_LIBRARY=$prefix/lib/libiconv.a"
    export NODE_PATH=${NODE_PATH:-/usr/share/nodejs} ;; # Debian's emcc, this machine's node
  musl)
    recipe=1 cc=musl-gcc ar=ar what="static, musl"
    toolchain=$here/../musl/musl-x86_64.cmake
    xml_iconv="-DIconv_IS_BUILT_IN=OFF -DIconv_INCLUDE_DIR=$prefix/include -DIconv_LIBRARY=$prefix/lib/libiconv.a" ;;
  *) echo "usage: $0 windows|web|musl DEPS" >&2; exit 2 ;;
esac
[ -f "$prefix/.done-$recipe" ] && exit 0
jobs=${JOBS:-2}
mkdir -p "$prefix/lib/pkgconfig" "$prefix/include"
src() { for d in "$deps/$1"-*/; do [ -d "$d" ] && { echo "${d%/}"; return; }; done; echo "build-deps: no $1 source in $deps (run tools/deps/setup.sh)" >&2; exit 1; }

# cJSON: one file.
cj=$(src cjson)
mkdir -p "$deps/obj-cjson" "$prefix/include/cjson"
$cc -O2 -c "$cj/cJSON.c" -o "$deps/obj-cjson/cJSON.o"
rm -f "$prefix/lib/libcjson.a"; $ar rcs "$prefix/lib/libcjson.a" "$deps/obj-cjson/cJSON.o"
cp "$cj/cJSON.h" "$prefix/include/cjson/"
v=$(sed -n 's/^#define CJSON_VERSION_\(MAJOR\|MINOR\|PATCH\) \([0-9]*\).*/\2/p' "$cj/cJSON.h" | paste -sd.)
cat > "$prefix/lib/pkgconfig/libcjson.pc" <<PC
prefix=$prefix
Name: libcjson
Description: cJSON (Debian source package, $what)
Version: $v
Libs: -L\${prefix}/lib -lcjson
Cflags: -I\${prefix}/include -I\${prefix}/include/cjson
PC

# tree-sitter runtime: lib/src/lib.c includes the rest.
ts=$(src tree-sitter)
mkdir -p "$deps/obj-ts"
$cc -O2 -std=gnu99 -I"$ts/lib/src" -I"$ts/lib/include" -c "$ts/lib/src/lib.c" -o "$deps/obj-ts/lib.o"
rm -f "$prefix/lib/libtree-sitter.a"; $ar rcs "$prefix/lib/libtree-sitter.a" "$deps/obj-ts/lib.o"
cp -r "$ts/lib/include/tree_sitter" "$prefix/include/"
cat > "$prefix/lib/pkgconfig/tree-sitter.pc" <<PC
prefix=$prefix
Name: tree-sitter
Description: tree-sitter runtime (Debian source package, $what)
Version: $(basename "$ts" | sed 's/^tree-sitter-//')
Libs: -L\${prefix}/lib -ltree-sitter
Cflags: -I\${prefix}/include
PC

# iconv for libxml2 and skellint: lint/compat/iconv_win.c on Windows;
# lint/compat/iconv_web.c in WebAssembly and with musl, with the CP932 tables that
# tools/web/cp932_table.c (built for this machine) takes from glibc.
mkdir -p "$deps/obj-iconv"
case $target in
  windows) $cc -O2 -I"$compat" -c "$compat/iconv_win.c" -o "$deps/obj-iconv/iconv.o" ;;
  web|musl)
    cc -O2 -o "$deps/obj-iconv/cp932_table" "$here/../web/cp932_table.c"
    "$deps/obj-iconv/cp932_table" "$deps/obj-iconv/cp932_table.h"
    $cc -O2 -DSK_ICONV_TABLES -I"$deps/obj-iconv" -c "$compat/iconv_web.c" -o "$deps/obj-iconv/iconv.o" ;;
esac
rm -f "$prefix/lib/libiconv.a"; $ar rcs "$prefix/lib/libiconv.a" "$deps/obj-iconv/iconv.o"
cp "$compat/iconv.h" "$prefix/include/iconv.h"

# libxml2 with its own CMake build and our toolchain file.
lx=$(src libxml2)
cmake -S "$lx" -B "$deps/build-libxml2" -DCMAKE_TOOLCHAIN_FILE="$toolchain" \
  -DSKELLINT_DEPS="$prefix" $xml_iconv -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" \
  -DBUILD_SHARED_LIBS=OFF -DLIBXML2_WITH_ICONV=ON -DLIBXML2_WITH_ICU=OFF -DLIBXML2_WITH_ZLIB=OFF \
  -DLIBXML2_WITH_LZMA=OFF -DLIBXML2_WITH_PYTHON=OFF -DLIBXML2_WITH_HTTP=OFF -DLIBXML2_WITH_FTP=OFF \
  -DLIBXML2_WITH_MODULES=OFF -DLIBXML2_WITH_PROGRAMS=OFF -DLIBXML2_WITH_TESTS=OFF \
  -DLIBXML2_WITH_DEBUG=OFF -DLIBXML2_WITH_DOCB=OFF -DLIBXML2_WITH_SCHEMATRON=OFF >/dev/null
cmake --build "$deps/build-libxml2" -j "$jobs" >/dev/null
cmake --install "$deps/build-libxml2" >/dev/null
rm -f "$prefix"/.done*
touch "$prefix/.done-$recipe"
