-- plugin/skellint.lua — filetype detection for the formats skellint
-- checks, on every Neovim from 0.7: by extension, and by content for .txt
-- exports (BonesPro, LGW) and extension-less RokDeBone2 files. The language
-- server and tree-sitter highlighting start with require('skellint').setup().
if vim.g.loaded_skellint then return end
vim.g.loaded_skellint = true

local by_extension = {
  xsf = 'xsf', xmf = 'xmf', xaf = 'xaf', xpf = 'xpf', xrf = 'xrf', bon = 'bon',
}

local group = vim.api.nvim_create_augroup('skellint_filetype', { clear = true })
-- After Neovim's own detection (it knows none of these), so ours stands.
vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
  group = group,
  pattern = { '*.xsf', '*.XSF', '*.xmf', '*.XMF', '*.xaf', '*.XAF', '*.xpf', '*.XPF', '*.xrf', '*.XRF', '*.bon', '*.BON' },
  callback = function(args)
    local ext = vim.fn.fnamemodify(args.file, ':e'):lower()
    vim.bo[args.buf].filetype = by_extension[ext]
  end,
})
vim.api.nvim_create_autocmd({ 'BufRead' }, {
  group = group,
  pattern = { '*.txt', '*.TXT' },
  callback = function(args)
    local lines = vim.api.nvim_buf_get_lines(args.buf, 0, 40, false)
    local ft = require('skellint.detect').filetype(lines)
    if ft then vim.bo[args.buf].filetype = ft end
  end,
})
