" syntax/skellinttree.vim — the :SkellintTree split (lua/skellint/tree.lua):
" `skellint tree` output — bone indices, the tree's lines, finding codes.
if exists('b:current_syntax') | finish | endif
syntax match skellintTreeHeader /\%1l.*/
syntax match skellintTreeLines /[│├└─]\+/
syntax match skellintTreeIndex /\[\d\+\]/
syntax match skellintTreeDepth /\[depth \d\+\]/
syntax match skellintTreeCode /\<SK\d\{3}\>/
syntax match skellintTreeNote /^not reached from a root.*\|^\d\+ problems\? about no bone.*/
highlight default link skellintTreeHeader Title
highlight default link skellintTreeLines Comment
highlight default link skellintTreeIndex Number
highlight default link skellintTreeDepth Comment
highlight default link skellintTreeCode WarningMsg
highlight default link skellintTreeNote Comment
let b:current_syntax = 'skellinttree'
