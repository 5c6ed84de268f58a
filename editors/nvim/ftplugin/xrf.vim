" ftplugin/xrf.vim — Cal3D XML (xrf) edits as XML: Neovim's ftplugin/xml.vim
" (comments, commentstring, matchit pairs of tags).
runtime! ftplugin/xml.vim
