-- skellint/init.lua — the skellint Neovim plugin: starts `skellint lsp` for
-- the skeleton filetypes (vim.lsp.start on 0.8+, vim.lsp.start_client on
-- 0.7), passes the settings as init_options, and highlights the formats
-- that have a tree-sitter grammar in the repository's grammars/ (compiled
-- parser <lang>.so + queries/highlights.scm, registered with Neovim's own
-- tree-sitter; no nvim-treesitter needed).
--
--   require('skellint').setup({
--     cmd = { 'skellint', 'lsp' },
--     settings = { profile = 'imvu', severity = { SK401 = 'error' } }, -- .skellint.json keys
--     parser_dir = nil,  -- where <lang>.so parsers are (default: runtimepath parser/, then build/parser)
--   })
local M = {}

-- editors/nvim/lua/skellint/init.lua → the repository's root.
local here = debug.getinfo(1, 'S').source:sub(2)
local repo = vim.fn.fnamemodify(here, ':p:h:h:h:h:h')

local defaults = {
  cmd = { 'skellint', 'lsp' },
  filetypes = { 'xsf', 'xmf', 'xaf', 'bon', 'bpstruct', 'bpanim', 'lgw' },
  settings = {},
  root_markers = { '.skellint.json', '.git' },
  grammars_dir = repo .. '/grammars',
  parser_dir = nil,
  parsers = {},     -- { bon = '/path/to/bon.so' } overrides the search
  highlight = true,
}
local opts = vim.deepcopy(defaults)

-- Filetype → tree-sitter language (grammars/<language>).
local languages = { bon = 'bon', bpstruct = 'bonespro', bpanim = 'bonespro', lgw = 'lgw' }

local registered = {}   -- language → true once parser and query are loaded
local clients = {}      -- root dir → client id (Neovim 0.7)
local warned = false

function M.options() return opts end

local function readable(path) return path and vim.fn.filereadable(path) == 1 end

local function parser_path(lang)
  if readable(opts.parsers[lang]) then return opts.parsers[lang] end
  if opts.parser_dir and readable(opts.parser_dir .. '/' .. lang .. '.so') then
    return opts.parser_dir .. '/' .. lang .. '.so'
  end
  local found = vim.api.nvim_get_runtime_file('parser/' .. lang .. '.so', false)[1]
  if found then return found end
  local built = repo .. '/build/parser/' .. lang .. '.so'
  if readable(built) then return built end
  return nil
end

-- Every grammar of grammars/ with what was found for it.
function M.grammars()
  local out = {}
  for _, dir in ipairs(vim.fn.glob(opts.grammars_dir .. '/*', false, true)) do
    if vim.fn.isdirectory(dir) == 1 then
      local lang = vim.fn.fnamemodify(dir, ':t')
      local q = dir .. '/queries/highlights.scm'
      out[lang] = { parser = parser_path(lang), queries = readable(q) and q or nil }
    end
  end
  return out
end

-- Loads a language's parser and highlight query once; false when missing.
local function register(lang)
  if registered[lang] ~= nil then return registered[lang] end
  registered[lang] = false
  local info = M.grammars()[lang]
  if not (info and info.parser and info.queries) then return false end
  local ts = vim.treesitter
  local ok, err = pcall(function()
    if ts.language and ts.language.add then ts.language.add(lang, { path = info.parser })
    else ts.require_language(lang, info.parser) end
    local f = assert(io.open(info.queries, 'r'))
    local text = f:read('*a')
    f:close()
    local set = (ts.query and (ts.query.set or ts.query.set_query)) or ts.set_query
    set(lang, 'highlights', text)
  end)
  if not ok then
    vim.notify('skellint: tree-sitter ' .. lang .. ': ' .. tostring(err), vim.log.levels.WARN)
    return false
  end
  registered[lang] = true
  return true
end

-- Starts tree-sitter highlighting in buf when its filetype has a grammar.
function M.highlight(buf)
  local lang = languages[vim.bo[buf].filetype]
  if not (opts.highlight and lang and register(lang)) then return false end
  if vim.treesitter.start then
    vim.treesitter.start(buf, lang)
  else
    vim.treesitter.highlighter.new(vim.treesitter.get_parser(buf, lang))
  end
  return true
end

local function root_dir(buf)
  local file = vim.api.nvim_buf_get_name(buf)
  local dir = file ~= '' and vim.fn.fnamemodify(file, ':p:h') or vim.fn.getcwd()
  for _, marker in ipairs(opts.root_markers) do
    local f = vim.fn.findfile(marker, dir .. ';')
    if f ~= '' then return vim.fn.fnamemodify(f, ':p:h') end
    local d = vim.fn.finddir(marker, dir .. ';')
    if d ~= '' then return vim.fn.fnamemodify(d, ':p:h:h') end -- ':p' ends a directory with '/'
  end
  return dir
end

-- Attaches the language server to buf (starting it for buf's root).
function M.attach(buf)
  if vim.fn.executable(opts.cmd[1]) ~= 1 then
    if not warned then
      warned = true
      vim.notify(string.format('skellint: %s not found; no diagnostics (see :checkhealth skellint)', opts.cmd[1]),
        vim.log.levels.WARN)
    end
    return nil
  end
  local config = {
    name = 'skellint',
    cmd = opts.cmd,
    root_dir = root_dir(buf),
    init_options = opts.settings,
  }
  if vim.lsp.start then return vim.lsp.start(config, { bufnr = buf }) end
  local id = clients[config.root_dir]
  if not id or not vim.lsp.get_client_by_id(id) or vim.lsp.get_client_by_id(id).is_stopped() then
    id = vim.lsp.start_client(config)
    clients[config.root_dir] = id
  end
  if id then vim.lsp.buf_attach_client(buf, id) end
  return id
end

-- Replaces the settings and sends them to running servers (the whole
-- configuration, as the server expects).
function M.set_settings(settings)
  opts.settings = settings or {}
  for _, client in ipairs(vim.lsp.get_active_clients()) do
    if client.name == 'skellint' then
      client.config.init_options = opts.settings
      client.notify('workspace/didChangeConfiguration', { settings = { skellint = opts.settings } })
    end
  end
end

local function on_filetype(buf)
  M.highlight(buf)
  M.attach(buf)
end

function M.setup(user)
  opts = vim.tbl_deep_extend('force', vim.deepcopy(defaults), user or {})
  registered = {}
  local group = vim.api.nvim_create_augroup('skellint', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = opts.filetypes,
    callback = function(args) on_filetype(args.buf) end,
  })
  -- Buffers opened before setup().
  for _, buf in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(buf) and vim.tbl_contains(opts.filetypes, vim.bo[buf].filetype) then
      on_filetype(buf)
    end
  end
end

return M
