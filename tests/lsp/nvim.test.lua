-- nvim.test.lua — a headless Neovim 0.7 as the LSP client: start
-- `skellint lsp` with vim.lsp.start_client, attach it to a buffer holding
-- the broken fixture, and wait for its diagnostics; then edit the buffer
-- (Neovim sends an incremental didChange) and see one diagnostic go.
-- Run by nvim_test.sh: SKELLINT = the server, FIXTURE = the file.
local server, fixture = os.getenv('SKELLINT'), os.getenv('FIXTURE')

local function finish(ok, msg)
  io.stdout:write((ok and 'ok: ' or 'FAIL: ') .. msg .. '\n')
  vim.cmd(ok and 'qall!' or 'cquit! 1')
end

local function codes(bufnr)
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(list, string.format('%s@%d:%d', d.code or (d.user_data and d.user_data.lsp.code), d.lnum, d.col))
  end
  table.sort(list)
  return table.concat(list, ' ')
end

vim.cmd('edit ' .. vim.fn.fnameescape(fixture))
local bufnr = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = 'skellint',
  cmd = { server, 'lsp' },
  root_dir = vim.fn.fnamemodify(fixture, ':h'),
  init_options = { debounce = 0 },
})
if not client_id then return finish(false, 'start_client failed') end
vim.lsp.buf_attach_client(bufnr, client_id)

-- Columns are UTF-16 code units in the protocol; Neovim turns them into
-- byte columns (頭😀 is 7 bytes, 3 UTF-16 units).
local want = 'SK105@26:23 SK106@18:29 SK401@10:41'
if not vim.wait(10000, function() return codes(bufnr) == want end, 20) then
  return finish(false, 'diagnostics: got "' .. codes(bufnr) .. '", want "' .. want .. '"')
end

-- Fix SK106 by hand: ID="5" → ID="2" on line 19.
local line = vim.api.nvim_buf_get_lines(bufnr, 18, 19, true)[1]
local col = line:find('ID="5"', 1, true)
vim.api.nvim_buf_set_text(bufnr, 18, col + 3, 18, col + 4, { '2' })
want = 'SK105@26:23 SK401@10:41'
if not vim.wait(10000, function() return codes(bufnr) == want end, 20) then
  return finish(false, 'after the edit: got "' .. codes(bufnr) .. '", want "' .. want .. '"')
end
vim.lsp.stop_client(client_id)
finish(true, 'neovim received and updated the diagnostics')
