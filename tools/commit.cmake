# cmake -DSRC=<source dir> -DOUT=<header> -P tools/commit.cmake
# Writes OUT (#define SK_COMMIT "...") with the commit skellint is built
# from, for `skellint --version`: `git describe --always --dirty`, or in a
# source tarball (make dist) the .commit file it carries, else "unknown".
# OUT is rewritten only when the commit changed (no needless rebuilds).
set(commit "")
if(EXISTS ${SRC}/.git)
  execute_process(COMMAND git -C ${SRC} describe --always --dirty --abbrev=12
    OUTPUT_VARIABLE commit ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
endif()
if(commit STREQUAL "" AND EXISTS ${SRC}/.commit)
  file(STRINGS ${SRC}/.commit commit LIMIT_COUNT 1)
endif()
if(commit STREQUAL "")
  set(commit unknown)
endif()
set(text "#define SK_COMMIT \"${commit}\"\n")
set(old "")
if(EXISTS ${OUT})
  file(READ ${OUT} old)
endif()
if(NOT old STREQUAL text)
  file(WRITE ${OUT} "${text}")
endif()
