# CMake toolchain for skellint.exe (Windows x64), cross-compiled with Debian's
# gcc-mingw-w64-x86-64 (make windows; docs/install.md). The static libxml2,
# cJSON and tree-sitter built by tools/deps/build-deps.sh are found through
# their pkg-config files in SKELLINT_DEPS (build-win/deps/prefix).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
if(NOT SKELLINT_DEPS)
  set(SKELLINT_DEPS ${CMAKE_CURRENT_LIST_DIR}/../../build-win/deps/prefix)
endif()
# Only the cross-built libraries, never the host's .pc files.
include(${CMAKE_CURRENT_LIST_DIR}/../deps/toolchain-deps.cmake)
# One .exe: libgcc and winpthreads linked in, no DLL beside it.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -static-libgcc")
# Wine runs the test programs a cross build makes.
set(CMAKE_CROSSCOMPILING_EMULATOR /usr/lib/wine/wine64)
