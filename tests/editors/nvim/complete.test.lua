-- complete.test.lua — completion in Neovim (0.7 or later, headless) as the
-- plugin sets it up (editors/nvim/lua/skellint/complete.lua): in an XSF,
-- whose XML ftplugin sets omnifunc=xmlcomplete#CompleteTags, 'omnifunc' is
-- the LSP's and <C-x><C-o> in an empty <PARENTID> offers the other bones'
-- IDs; an omnifunc the user set is kept; typing ',' in a .bon TREEPART line
-- opens the serials by itself, and a ',' in the XSF opens nothing; a
-- .cfg's outline names each line by its key. Keys are typed through
-- Neovim's own input (feedkeys), so the steps run in a coroutine resumed
-- from the main loop; each waits for an event (the server's answer, the
-- popup), with a hang guard only. Run by complete_test.sh: SKELLINT,
-- WORK (a scratch directory), PLUGIN (editors/nvim).
local SKELLINT, WORK, PLUGIN = os.getenv('SKELLINT'), os.getenv('WORK'), os.getenv('PLUGIN')

local function finish(ok, msg)
  io.stdout:write((ok and 'ok: ' or 'FAIL: ') .. msg .. '\n')
  vim.cmd(ok and 'qall!' or 'cquit! 1')
end

local co
local function resume()
  local ok, err = coroutine.resume(co)
  if not ok then finish(false, tostring(err)) end
end
-- Lets the main loop run (typed keys, the server's answers) until pred().
local function wait_for(pred, what)
  local guard = vim.loop.now() + 60000 -- against a hang only
  while not pred() do
    if vim.loop.now() > guard then error('waited a minute for ' .. what) end
    vim.defer_fn(resume, 10)
    coroutine.yield()
  end
end
local function keys(k)
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes(k, true, false, true), 'n', false)
end

local answers = 0 -- completion answers handled
local function client_of(buf)
  for _, c in pairs(vim.lsp.buf_get_clients(buf)) do
    if c.name == 'skellint' then return c end
  end
end
-- Waits for buf's server and counts the completion answers it gives.
local function served(buf)
  wait_for(function() local c = client_of(buf); return c and c.server_capabilities ~= nil end, 'the server')
  local c = client_of(buf)
  if not c.skellint_counted then
    c.skellint_counted = true
    local request = c.request
    c.request = function(method, params, handler, ...)
      if method ~= 'textDocument/completion' then return request(method, params, handler, ...) end
      return request(method, params, function(...)
        local r = { handler(...) }
        answers = answers + 1
        return unpack(r)
      end, ...)
    end
  end
  return c
end
local function words()
  local out = {}
  for _, it in ipairs(vim.fn.complete_info({ 'items' }).items) do out[#out + 1] = it.word end
  return table.concat(out, ' ')
end
local function open(name)
  vim.cmd('edit ' .. vim.fn.fnameescape(WORK .. '/' .. name))
  return vim.api.nvim_get_current_buf()
end

local function test()
  vim.opt.runtimepath:prepend(PLUGIN)
  vim.cmd('filetype plugin on')
  vim.cmd('runtime! plugin/skellint.lua')
  -- The user's own omnifunc for meshes, set before the plugin's.
  vim.api.nvim_create_autocmd('FileType', { pattern = 'xmf', command = 'setlocal omnifunc=syntaxcomplete#Complete' })
  require('skellint').setup({ cmd = { SKELLINT, 'lsp' }, settings = { debounce = 0 }, recheck = false })

  -- XSF: the LSP omnifunc instead of the XML ftplugin's; <C-x><C-o> in
  -- bone 1's empty <PARENTID> offers bone 0's ID, not its own.
  local xsf = open('skeleton.xsf')
  assert(vim.bo[xsf].filetype == 'xsf', 'filetype ' .. vim.bo[xsf].filetype)
  served(xsf)
  assert(vim.bo[xsf].omnifunc == 'v:lua.vim.lsp.omnifunc', 'skeleton.xsf omnifunc: ' .. vim.bo[xsf].omnifunc)
  local row = vim.fn.search('<PARENTID></PARENTID>')
  assert(row > 0, 'no empty PARENTID')
  vim.api.nvim_win_set_cursor(0, { row, #'    <PARENTID>' })
  local before = answers
  keys('i<C-x><C-o>')
  wait_for(function() return answers > before and #vim.fn.complete_info({ 'items' }).items > 0 end, '<C-x><C-o> items')
  local got = words()
  keys('<C-e><Esc>')
  assert(got == '0', '<C-x><C-o> in bone 1\'s PARENTID offers "' .. got .. '", want "0"')
  wait_for(function() return vim.fn.mode() == 'n' end, 'normal mode')

  -- A ',' typed in the XSF (no field opens there): the server answers
  -- with nothing and no list shows.
  vim.api.nvim_win_set_cursor(0, { 1, 0 })
  before = answers
  keys('A,')
  wait_for(function() return answers > before end, "the answer for ','")
  local shown = vim.fn.pumvisible() == 1 or #vim.fn.complete_info({ 'items' }).items > 0
  keys('<BS><Esc>')
  assert(not shown, "a ',' in the XSF opened a list: " .. words())
  wait_for(function() return vim.fn.mode() == 'n' end, 'normal mode')

  -- A mesh whose omnifunc the user set keeps it.
  local xmf = open('body.xmf')
  served(xmf)
  assert(vim.bo[xmf].omnifunc == 'syntaxcomplete#Complete', 'the user\'s omnifunc was replaced: ' .. vim.bo[xmf].omnifunc)

  -- .bon: ',' typed after a parent's serial in TREEPART opens the serials.
  local bon = open('bones.bon')
  assert(vim.bo[bon].filetype == 'bon', 'bones.bon filetype ' .. vim.bo[bon].filetype)
  served(bon)
  row = vim.fn.search('^0001$')
  assert(row > 0, 'no TREEPART line 0001')
  vim.api.nvim_win_set_cursor(0, { row, 0 })
  before = answers
  keys('A,')
  wait_for(function() return answers > before and #vim.fn.complete_info({ 'items' }).items > 0 end, "serials after ','")
  got = words()
  keys('<C-e><Esc>')
  assert(got == '0001 0002', "',' in TREEPART offers \"" .. got .. '", want "0001 0002"')

  -- The .cfg outline: each line by its key.
  local cfg = open('model.cfg')
  assert(vim.bo[cfg].filetype == 'cal3dcfg', 'model.cfg filetype ' .. vim.bo[cfg].filetype)
  local c = served(cfg)
  local res = vim.lsp.buf_request_sync(cfg, 'textDocument/documentSymbol', { textDocument = vim.lsp.util.make_text_document_params(cfg) }, 10000)
  local names = {}
  for _, s in ipairs((res and res[c.id] and res[c.id].result) or {}) do names[#names + 1] = s.name .. '=' .. (s.detail or '') end
  local outline = table.concat(names, ' ')
  assert(outline == 'scale=1.0 skeleton=skeleton.xsf mesh=body.xmf', '.cfg outline: ' .. outline)
  return 'omnifunc (LSP in XSF, the user\'s kept), <C-x><C-o> bone IDs, \',\' opens .bon serials (and nothing in XSF), .cfg outline by key'
end

co = coroutine.create(function()
  local ok, msg = pcall(test)
  vim.schedule(function() finish(ok, tostring(msg)) end)
end)
vim.schedule(resume)
