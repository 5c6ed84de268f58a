-- lsp.test.lua — a headless Neovim 0.7 as the LSP client: start
-- `skellint lsp` with vim.lsp.start_client, attach it to a buffer holding
-- the broken fixture, and wait for its diagnostics; then edit the buffer
-- (Neovim sends an incremental didChange) and see one diagnostic go; ask
-- for inlay hints and code actions.
-- Run by lsp_test.sh: SKELLINT = the server, FIXTURE = the file.
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
if not vim.wait(120000, function() return codes(bufnr) == want end, 20) then
  return finish(false, 'diagnostics: got "' .. codes(bufnr) .. '", want "' .. want .. '"')
end

-- Fix SK106 by hand: ID="5" → ID="2" on line 19.
local line = vim.api.nvim_buf_get_lines(bufnr, 18, 19, true)[1]
local col = line:find('ID="5"', 1, true)
vim.api.nvim_buf_set_text(bufnr, 18, col + 3, 18, col + 4, { '2' })
want = 'SK105@26:23 SK401@10:41'
if not vim.wait(120000, function() return codes(bufnr) == want end, 20) then
  return finish(false, 'after the edit: got "' .. codes(bufnr) .. '", want "' .. want .. '"')
end

-- Issue 27's methods through Neovim's client (0.7 has no inlay-hint UI,
-- but its requests are the protocol's): the bone's name after PARENTID
-- 0 on line 16, and a suppression action for SK401 on line 11.
local td = { uri = vim.uri_from_bufnr(bufnr) }
local res = vim.lsp.buf_request_sync(bufnr, 'textDocument/inlayHint',
  { textDocument = td, range = { start = { line = 15, character = 0 }, ['end'] = { line = 16, character = 0 } } }, 5000)
local hint = res and res[client_id] and res[client_id].result and res[client_id].result[1]
if not hint or hint.label ~= 'Root' or hint.position.line ~= 15 then
  return finish(false, 'inlay hint after PARENTID 0: ' .. vim.inspect(res))
end
res = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction',
  { textDocument = td, range = { start = { line = 9, character = 0 }, ['end'] = { line = 10, character = 60 } },
    context = { diagnostics = {} } }, 5000)
local titles = {}
for _, a in ipairs((res and res[client_id] and res[client_id].result) or {}) do titles[a.title] = true end
if not titles['Disable SK401 for this line'] or not titles['Disable SK401 for this file'] then
  return finish(false, 'suppression actions: ' .. vim.inspect(titles))
end
vim.lsp.stop_client(client_id)
finish(true, 'neovim received and updated the diagnostics; inlay hints and suppression actions answer')
