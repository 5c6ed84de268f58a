" syntax/cal3dcfg.vim — Cal3D model files (.cfg), read line by line as the
" Cal3D viewers do (lint/formats/cal3dcfg.c): `#` comment lines, then
" key = value. The keys Cal3D reads are keywords, other keys (viewer
" settings) identifiers, file names strings, scale a number; a line
" without `=` is an error. Diagnostics come from the language server.
if exists('b:current_syntax')
  finish
endif
syn match cal3dcfgComment /^\s*#.*$/
syn match cal3dcfgError /^\s*[^ \t#].*$/
syn match cal3dcfgKey /^\s*[^ \t=#][^ \t=]*\ze\s*=/ nextgroup=cal3dcfgEquals skipwhite
syn match cal3dcfgFileKey /^\s*\%(skeleton\|mesh\|animation\|material\|morphtarget\|path\)\ze\s*=/ nextgroup=cal3dcfgEquals skipwhite
syn match cal3dcfgScaleKey /^\s*scale\ze\s*=/ nextgroup=cal3dcfgScaleEquals skipwhite
syn match cal3dcfgEquals /=/ contained nextgroup=cal3dcfgValue skipwhite
syn match cal3dcfgScaleEquals /=/ contained nextgroup=cal3dcfgNumber,cal3dcfgBadNumber skipwhite
syn match cal3dcfgValue /.*$/ contained
syn match cal3dcfgNumber /[-+]\=\%(\d\+\.\=\d*\|\.\d\+\)\%([eE][-+]\=\d\+\)\=\s*$/ contained
syn match cal3dcfgBadNumber /\%([-+]\=\%(\d\+\.\=\d*\|\.\d\+\)\%([eE][-+]\=\d\+\)\=\s*$\)\@!.*$/ contained
hi def link cal3dcfgComment Comment
hi def link cal3dcfgError Error
hi def link cal3dcfgKey Identifier
hi def link cal3dcfgFileKey Keyword
hi def link cal3dcfgScaleKey Keyword
hi def link cal3dcfgEquals Operator
hi def link cal3dcfgScaleEquals Operator
hi def link cal3dcfgValue String
hi def link cal3dcfgNumber Number
hi def link cal3dcfgBadNumber Error
let b:current_syntax = 'cal3dcfg'
