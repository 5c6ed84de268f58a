" syntax/xaf.vim — Cal3D XML (xaf) is highlighted as XML, with Neovim's own
" syntax/xml.vim (skellint's diagnostics come from the language server).
if exists('b:current_syntax')
  finish
endif
runtime! syntax/xml.vim
let b:current_syntax = 'xaf'
