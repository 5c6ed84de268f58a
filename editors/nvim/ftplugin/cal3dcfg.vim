" ftplugin/cal3dcfg.vim — Cal3D model files (.cfg): `#` starts a comment line.
if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1
setlocal commentstring=#\ %s comments=:#
let b:undo_ftplugin = 'setlocal commentstring< comments<'
