# toolchain-deps.cmake — the part the cross toolchain files share
# (tools/windows/mingw-w64-x86_64.cmake, tools/musl/musl-x86_64.cmake):
# libraries, headers and CMake packages come from the target's root paths
# and SKELLINT_DEPS (the static libxml2, cJSON and tree-sitter of
# tools/deps/build-deps.sh), found through their pkg-config files only —
# never the host's .pc files. Programs come from the host.
list(APPEND CMAKE_FIND_ROOT_PATH ${SKELLINT_DEPS})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
set(ENV{PKG_CONFIG_LIBDIR} ${SKELLINT_DEPS}/lib/pkgconfig)
set(ENV{PKG_CONFIG_SYSROOT_DIR} "")
