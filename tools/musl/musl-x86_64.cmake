# CMake toolchain for the static Linux x64 skellint (make static;
# docs/install.md): Debian's musl-tools (musl-gcc), with the static libxml2,
# cJSON and tree-sitter built by tools/deps/build-deps.sh (musl) found
# through their pkg-config files in SKELLINT_DEPS (build-musl/deps/prefix).
# One program that needs no library of the system it runs on (not even the
# C library): the VS Code linux-x64 package and the linux-x64 tarball.
set(CMAKE_SYSTEM_NAME Linux) # a cross build: no tests, no CPack (the native build has them)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER musl-gcc)
if(NOT SKELLINT_DEPS)
  set(SKELLINT_DEPS ${CMAKE_CURRENT_LIST_DIR}/../../build-musl/deps/prefix)
endif()
set(CMAKE_FIND_ROOT_PATH /usr/lib/x86_64-linux-musl)
# Only the musl-built libraries, never the host's (glibc's).
include(${CMAKE_CURRENT_LIST_DIR}/../deps/toolchain-deps.cmake)
# Static and stripped. musl gives a thread 128 KiB of stack unless the
# program's PT_GNU_STACK asks for more: 8 MiB, glibc's default, so that
# `check -j N` recurses as deep as the glibc build does.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -s -Wl,-z,stack-size=8388608")
# A static musl program runs on this machine as it is: ruledocs, run while
# building, needs no emulator (env runs it).
set(CMAKE_CROSSCOMPILING_EMULATOR /usr/bin/env)
