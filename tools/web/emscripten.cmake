# CMake toolchain for skellint in WebAssembly (make web; docs/web.md):
# Debian's emscripten, with the static libxml2, cJSON and tree-sitter built by
# tools/deps/build-deps.sh found through their pkg-config files in
# SKELLINT_DEPS (build-web/deps/prefix). emcc needs NODE_PATH=/usr/share/nodejs
# (the Makefile sets it).
include(/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake)
if(NOT SKELLINT_DEPS)
  set(SKELLINT_DEPS ${CMAKE_CURRENT_LIST_DIR}/../../build-web/deps/prefix)
endif()
list(APPEND CMAKE_FIND_ROOT_PATH ${SKELLINT_DEPS})
# Only the cross-built libraries, never the host's .pc files.
set(ENV{PKG_CONFIG_LIBDIR} ${SKELLINT_DEPS}/lib/pkgconfig)
set(ENV{PKG_CONFIG_SYSROOT_DIR} "")
