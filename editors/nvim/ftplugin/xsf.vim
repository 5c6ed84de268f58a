" ftplugin/xsf.vim — Cal3D XML (xsf) edits as XML: Neovim's ftplugin/xml.vim
" (comments, commentstring, matchit pairs of tags).
runtime! ftplugin/xml.vim
