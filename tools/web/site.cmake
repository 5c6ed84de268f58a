# cmake -DSRC=web -DOUT=build-web/site -DENGINE=build-web/skellint.js -P site.cmake
# The static site of `make web`: the engine (skellint.js and skellint.wasm)
# and every file of web/ except tests (web/tests/, *.test.*), as they are.
file(MAKE_DIRECTORY ${OUT})
get_filename_component(dir ${ENGINE} DIRECTORY)
file(COPY ${ENGINE} ${dir}/skellint.wasm DESTINATION ${OUT})
file(GLOB_RECURSE files RELATIVE ${SRC} ${SRC}/*)
foreach(f ${files})
  if(NOT f MATCHES "(^|/)tests/" AND NOT f MATCHES "\\.test\\.")
    get_filename_component(sub ${f} DIRECTORY)
    file(COPY ${SRC}/${f} DESTINATION ${OUT}/${sub})
  endif()
endforeach()
