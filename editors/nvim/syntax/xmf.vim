" syntax/xmf.vim — Cal3D XML (xmf) is highlighted as XML, with Neovim's own
" syntax/xml.vim (skellint's diagnostics come from the language server).
if exists('b:current_syntax')
  finish
endif
runtime! syntax/xml.vim
let b:current_syntax = 'xmf'
