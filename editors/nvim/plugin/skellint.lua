-- plugin/skellint.lua — filetype detection for the formats skellint
-- checks, on every Neovim from 0.7: by extension, and by content for .txt
-- exports (BonesPro, LGW), Cal3D model files (.cfg: cal3dcfg; other .cfg
-- files keep Neovim's filetype) and RokDeBone2 files with no extension
-- (Dash JSON stays `json`: setup() attaches the server by content). What is
-- not XML under a Cal3D XML extension (binary Cal3D, XCrySDen crystals)
-- gets none of ours; the same answers as the CLI (tests/editors/detect_agree.js).
-- A .bon that is not UTF-8 is read (and written) as cp932 (Shift_JIS). The language server
-- and tree-sitter highlighting start by themselves, with the defaults (end of
-- this file), unless require('skellint').setup({...}) was called first (in
-- init.lua: its options stand) or vim.g.skellint_auto_setup = false.
-- :SkellintRender and :SkellintTree show the current buffer's rig.
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
    local head = vim.api.nvim_buf_get_lines(args.buf, 0, 40, false)
    if ext ~= 'bon' and require('skellint.detect').not_cal3d_xml(head) then return end
    vim.bo[args.buf].filetype = by_extension[ext]
  end,
})
-- RokDeBone2 writes Shift_JIS: a .bon that is not UTF-8 is read as cp932
-- (and so written back), not as latin1, Neovim's last resort.
local saved_fencs
vim.api.nvim_create_autocmd({ 'BufReadPre', 'FileReadPre' }, {
  group = group,
  pattern = { '*.bon', '*.BON' },
  callback = function()
    if saved_fencs == nil then saved_fencs = vim.o.fileencodings end
    vim.o.fileencodings = 'ucs-bom,utf-8,cp932'
  end,
})
vim.api.nvim_create_autocmd({ 'BufReadPost', 'FileReadPost' }, {
  group = group,
  pattern = { '*.bon', '*.BON' },
  callback = function()
    if saved_fencs ~= nil then vim.o.fileencodings = saved_fencs end
    saved_fencs = nil
  end,
})
-- A file with no extension that Neovim gave no filetype: a RokDeBone2 file?
vim.api.nvim_create_autocmd({ 'BufRead' }, {
  group = group,
  pattern = '*',
  callback = function(args)
    if vim.bo[args.buf].filetype ~= '' or vim.fn.fnamemodify(args.file, ':t'):find('.', 1, true) then return end
    local ft = require('skellint.detect').filetype(vim.api.nvim_buf_get_lines(args.buf, 0, 1, false))
    if ft == 'bon' then vim.bo[args.buf].filetype = ft end
  end,
})
-- After Neovim's own `cfg` (which it gives every .cfg): a Cal3D model file?
vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
  group = group,
  pattern = { '*.cfg', '*.CFG' },
  callback = function(args)
    if require('skellint.detect').cal3d_cfg(vim.api.nvim_buf_get_lines(args.buf, 0, 400, false)) then
      vim.bo[args.buf].filetype = 'cal3dcfg'
    end
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

-- The picture and the bone tree of the current buffer (render.lua, tree.lua).
vim.api.nvim_create_user_command('SkellintRender', function(a) require('skellint.render').render(a.fargs) end,
  { nargs = '*', complete = 'file', desc = 'skellint: draw the rig (SVG) and open it in the viewer' })
vim.api.nvim_create_user_command('SkellintTree', function() require('skellint.tree').tree() end,
  { nargs = 0, desc = 'skellint: the bone tree in a split' })

-- Set up with the defaults when nobody did (plugin/ runs after init.lua).
if vim.g.skellint_auto_setup ~= false then
  local skellint = require('skellint')
  if not skellint.set_up() then skellint.setup(nil, true) end
end
