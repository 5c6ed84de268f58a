-- skellint/tree.lua — :SkellintTree: `skellint tree` of the current
-- buffer's text (saved or not: run.lua) in a scratch split (nofile,
-- nomodifiable, filetype skellinttree), one per source buffer, refreshed
-- in place when the command runs again. <CR> on a bone's line goes to that
-- bone's definition: the language server's document symbols say where each
-- bone is declared ("bone N" is their detail; the CLI's tree gives no
-- lines); without a server, the first place its name appears. A .cfg's
-- tree is its skeleton's: <CR> opens the skeleton.
local run = require('skellint.run')
local M = {}

local trees = {} -- source buffer → its tree buffer

local function clients_of(buf)
  if vim.lsp.get_clients then return vim.lsp.get_clients({ bufnr = buf, name = 'skellint' }) end
  local out = {}
  for _, c in pairs(vim.lsp.buf_get_clients(buf)) do
    if c.name == 'skellint' then out[#out + 1] = c end
  end
  return out
end

-- The tree buffer of src, made on first use.
local function tree_buffer(src, file)
  local tb = trees[src]
  if tb and vim.api.nvim_buf_is_loaded(tb) then return tb end
  tb = vim.api.nvim_create_buf(false, true)
  trees[src] = tb
  vim.bo[tb].buftype = 'nofile'
  vim.bo[tb].bufhidden = 'hide'
  vim.bo[tb].swapfile = false
  pcall(vim.api.nvim_buf_set_name, tb, 'skellint://tree/' .. file)
  vim.bo[tb].filetype = 'skellinttree'
  vim.api.nvim_buf_set_keymap(tb, 'n', '<CR>', '', {
    noremap = true, silent = true, desc = 'skellint: go to the bone',
    callback = function() M.jump() end,
  })
  return tb
end

-- Shows tb in a split of the current tab (its window when it has one).
local function show(tb)
  for _, win in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
    if vim.api.nvim_win_get_buf(win) == tb then
      vim.api.nvim_set_current_win(win)
      return win
    end
  end
  vim.cmd('botright vsplit')
  local win = vim.api.nvim_get_current_win()
  vim.api.nvim_win_set_buf(win, tb)
  vim.wo[win].wrap = false
  vim.wo[win].number = false
  vim.wo[win].spell = false
  return win
end

function M.tree(buf)
  buf = buf or vim.api.nvim_get_current_buf()
  if vim.bo[buf].filetype == 'skellinttree' then
    buf = vim.b[buf].skellint_source or buf -- run again from the tree: refresh it
  end
  local f = run.buffer_file(buf, vim.bo[buf].filetype == 'cal3dcfg')
  if not f then return false end
  local argv = { run.program(), 'tree', '--color', 'never', f.path }
  local started = run.job(argv, function(code, lines, err)
    run.done(f)
    if code ~= 0 and code ~= 1 then -- 1: findings
      run.error('tree ' .. f.shown .. ': ' .. err)
      return
    end
    local tb = tree_buffer(buf, f.file)
    vim.bo[tb].modifiable = true
    vim.api.nvim_buf_set_lines(tb, 0, -1, false, lines)
    vim.bo[tb].modifiable = false
    vim.bo[tb].modified = false
    vim.b[tb].skellint_source = buf
    vim.b[tb].skellint_file = f.file
    -- A .cfg: "model.cfg: cal3dcfg, skeleton PATH" — the bones are PATH's.
    local skeleton = (lines[1] or ''):match(': cal3dcfg, skeleton (.+)$')
    vim.b[tb].skellint_skeleton = skeleton and vim.fn.fnamemodify(skeleton, ':p') or ''
    show(tb)
    vim.b[tb].skellint_tree_runs = (vim.b[tb].skellint_tree_runs or 0) + 1
  end, f.cwd)
  if not started then run.done(f) end
  return started
end

-- The window to show the source in: one showing it, else the previous
-- window, else a new split.
local function source_window(tb, buf)
  local here = vim.api.nvim_get_current_win()
  for _, win in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
    if buf and vim.api.nvim_win_get_buf(win) == buf then return win end
  end
  vim.cmd('wincmd p')
  local win = vim.api.nvim_get_current_win()
  if win ~= here and vim.api.nvim_win_get_buf(win) ~= tb then return win end
  vim.api.nvim_set_current_win(here)
  vim.cmd('aboveleft vsplit')
  return vim.api.nvim_get_current_win()
end

local function find_symbol(symbols, detail)
  for _, s in ipairs(symbols or {}) do
    if s.detail == detail then return s end
    local found = find_symbol(s.children, detail)
    if found then return found end
  end
end

-- Where the server says bone `index` is declared: { line, byte col }
-- (0-based line). `opened`: buf was just opened, its server may be starting.
local function declared(buf, index, opened)
  local ft = vim.bo[buf].filetype
  local opts = require('skellint').options()
  local clients = clients_of(buf)
  if #clients == 0 and opened and vim.tbl_contains(opts.filetypes, ft)
      and require('skellint').set_up() and vim.fn.executable(run.program()) == 1 then
    -- Just opened (a .cfg's skeleton): its server is starting.
    vim.wait(5000, function() clients = clients_of(buf); return #clients > 0 end, 20)
  end
  local client = clients[1]
  if not client then return nil end
  vim.wait(5000, function() return client.server_capabilities ~= nil or client.resolved_capabilities ~= nil end, 20)
  local answers = vim.lsp.buf_request_sync(buf, 'textDocument/documentSymbol',
    { textDocument = vim.lsp.util.make_text_document_params(buf) }, 5000)
  for _, a in pairs(answers or {}) do
    local s = find_symbol(a.result, 'bone ' .. index)
    if s then
      local pos = (s.selectionRange or s.range).start
      local text = vim.api.nvim_buf_get_lines(buf, pos.line, pos.line + 1, false)[1] or ''
      local col = pos.character
      local enc = client.offset_encoding or 'utf-16'
      if enc ~= 'utf-8' then -- 0.11 takes the encoding by name; before, use_utf16
        local ok, b
        if vim.fn.has('nvim-0.11') == 1 then ok, b = pcall(vim.str_byteindex, text, enc, col, false)
        else ok, b = pcall(vim.str_byteindex, text, col, enc == 'utf-16') end
        col = ok and b or #text
      end
      return { pos.line, col }
    end
  end
  return nil
end

-- <CR> in a tree: the bone of the cursor's line, in its source.
function M.jump()
  local tb = vim.api.nvim_get_current_buf()
  local line = vim.api.nvim_get_current_line()
  local index = line:match('%[(%d+)%]')
  if not index then return false end -- a header or summary line
  local name = line:match('%[' .. index .. '%] (.*)$') or ''
  name = name:gsub(' %(parent %-?%d+ not found%)', ''):gsub('  SK%d+[ SK%d]*$', '')
  local skeleton = vim.b[tb].skellint_skeleton
  if skeleton == '' then skeleton = nil end
  local src = vim.b[tb].skellint_source
  local file = skeleton or vim.b[tb].skellint_file
  if skeleton or not (src and vim.api.nvim_buf_is_valid(src)) then src = nil end
  local win = source_window(tb, src or vim.fn.bufnr(file))
  vim.api.nvim_set_current_win(win)
  local opened = false
  if src then vim.api.nvim_win_set_buf(win, src)
  elseif vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(win)) ~= file then
    opened = not vim.api.nvim_buf_is_loaded(vim.fn.bufnr(file))
    vim.cmd('edit ' .. vim.fn.fnameescape(file))
  end
  local buf = vim.api.nvim_win_get_buf(win)
  local at = declared(buf, index, opened)
  if at then
    vim.api.nvim_win_set_cursor(win, { at[1] + 1, at[2] })
  else
    vim.api.nvim_win_set_cursor(win, { 1, 0 })
    if name == '' or vim.fn.search('\\V' .. vim.fn.escape(name, '\\'), 'cW') == 0 then
      vim.notify('skellint: bone ' .. index .. ' not found in ' .. vim.fn.fnamemodify(file, ':.'), vim.log.levels.WARN)
      return false
    end
  end
  return true
end

return M
