-- skellint/init.lua — the skellint Neovim plugin: starts `skellint lsp` for
-- the skeleton filetypes and for `json` buffers that are Dash skeletons (by
-- content; other JSON gets no server), with vim.lsp.start on 0.8+ and
-- vim.lsp.start_client on 0.7, passes the settings as init_options, tells
-- the server when a skeleton or model file changed on disk (Neovim's client
-- does not watch files before 0.9: see recheck), and highlights the formats
-- that have a tree-sitter grammar in the repository's grammars/ (compiled
-- parser <lang>.so + queries/highlights.scm, registered with Neovim's own
-- tree-sitter; no nvim-treesitter needed).
--
--   require('skellint').setup({
--     cmd = { 'skellint', 'lsp' },
--     settings = { profile = 'imvu', severity = { SK401 = 'error' } }, -- .skellint.json keys
--     parser_dir = nil,  -- where <lang>.so parsers are (default: runtimepath parser/, then build/parser)
--     poll_ms = nil,     -- also look for changed skeletons every poll_ms (default: on BufEnter, FocusGained)
--     viewer = nil,      -- :SkellintRender's viewer: { 'prog', 'arg' } (the SVG appended) or function(svg)
--   })
--
-- :SkellintRender and :SkellintTree (render.lua, tree.lua) show the rig.
local M = {}

-- editors/nvim/lua/skellint/init.lua → the repository's root; installed
-- (<prefix>/share/nvim/site/lua/skellint/init.lua) → <prefix>/share.
local here = debug.getinfo(1, 'S').source:sub(2)
local repo = vim.fn.fnamemodify(here, ':p:h:h:h:h:h')
-- Where the .deb (cmake --install) puts the parsers: <prefix>/lib/nvim/parser,
-- on Neovim's runtimepath for /usr; looked at directly for other prefixes.
local installed_parsers = vim.fn.fnamemodify(repo .. '/../lib/nvim/parser', ':p')

local defaults = {
  cmd = { 'skellint', 'lsp' },
  filetypes = { 'xsf', 'xmf', 'xaf', 'xpf', 'xrf', 'cal3dcfg', 'bon', 'bpstruct', 'bpanim', 'lgw' },
  dash_json = true,  -- `json` buffers that are Dash skeletons get the server too
  recheck = true,    -- tell the server about skeletons changed on disk (BufEnter, FocusGained)
  poll_ms = nil,
  settings = {},
  root_markers = { '.skellint.json', '.git' },
  grammars_dir = repo .. '/grammars',
  parser_dir = nil,
  parsers = {},     -- { bon = '/path/to/bon.so' } overrides the search
  highlight = true,
  omnifunc = true,            -- 'omnifunc' = the LSP's, unless set by the user (complete.lua)
  complete_on_trigger = true, -- completion opens on the server's trigger characters (complete.lua)
  viewer = nil,               -- :SkellintRender's viewer (default: xdg-open, open, cmd /c start)
}
local opts = vim.deepcopy(defaults)

-- Filetype → tree-sitter language (grammars/<language>).
local languages = { bon = 'bon', bpstruct = 'bonespro', bpanim = 'bonespro', lgw = 'lgw' }

local registered = {}   -- language → true once parser and query are loaded
local clients = {}      -- root dir → client id (Neovim 0.7)
local attached = {}     -- buffer → true once attached to a server
local warned = false
local set_up = nil       -- nil, or who called setup(): 'auto' (plugin/skellint.lua) or 'user'

function M.options() return opts end
function M.set_up() return set_up end

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
  if readable(installed_parsers .. lang .. '.so') then return installed_parsers .. lang .. '.so' end
  return nil
end

-- A language's highlight queries: grammars/<lang>/queries/ of a checkout,
-- else queries/<lang>/highlights.scm on the runtimepath (the .deb's).
local function queries_path(lang)
  local q = opts.grammars_dir .. '/' .. lang .. '/queries/highlights.scm'
  if readable(q) then return q end
  return vim.api.nvim_get_runtime_file('queries/' .. lang .. '/highlights.scm', false)[1]
end

-- Every grammar (of grammars/, and those the filetypes use) with what was found for it.
function M.grammars()
  local out = {}
  for _, lang in pairs(languages) do out[lang] = true end
  for _, dir in ipairs(vim.fn.glob(opts.grammars_dir .. '/*', false, true)) do
    if vim.fn.isdirectory(dir) == 1 then out[vim.fn.fnamemodify(dir, ':t')] = true end
  end
  for lang in pairs(out) do out[lang] = { parser = parser_path(lang), queries = queries_path(lang) } end
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
  local id
  if vim.lsp.start then
    id = vim.lsp.start(config, { bufnr = buf })
  else
    id = clients[config.root_dir]
    if not id or not vim.lsp.get_client_by_id(id) or vim.lsp.get_client_by_id(id).is_stopped() then
      id = vim.lsp.start_client(config)
      clients[config.root_dir] = id
    end
    if id then vim.lsp.buf_attach_client(buf, id) end
  end
  if id then
    attached[buf] = true
    require('skellint.complete').attach(buf, id, opts)
    M.recheck() -- learn the files beside it as they are now
  end
  return id
end

-- ---- files changed on disk ------------------------------------------
-- The server checks a mesh or an animation against its skeleton (and a
-- morph target against its base mesh) as they are on disk when they are not
-- open, and asks the client to watch them (workspace/didChangeWatchedFiles),
-- which Neovim does only from 0.9 on. So the plugin keeps the size and time
-- of the files the server would watch — the .xsf, .xmf and .cfg files in
-- the folders of attached buffers, the skeleton= and mesh= files their .cfg
-- name, and the "skeleton" setting — and on BufEnter and FocusGained (and
-- every poll_ms when set) sends the server the ones that changed, appeared
-- or went away; the server then checks their dependents again.
local stamps = {}       -- path → 'size:sec.nsec', or false while missing
local scanned = {}      -- folder → true once its files were stamped

local function stamp(path)
  local st = vim.loop.fs_stat(path)
  if not st then return false end
  return string.format('%d:%d.%d', st.size, st.mtime.sec, st.mtime.nsec or 0)
end

local watched_ext = { xsf = true, xmf = true, cfg = true }

-- The files a .cfg names as skeleton or mesh (with its path= prefix).
local function cfg_files(cfg, dir, out)
  for _, named in ipairs(require('skellint.detect').cfg_names(cfg)) do
    if named.key == 'skeleton' or named.key == 'mesh' then out[named.path] = dir end
  end
end

local function candidates()
  local out = {} -- path → the folder it was found through
  local dirs = {}
  for buf in pairs(attached) do
    if vim.api.nvim_buf_is_valid(buf) and vim.api.nvim_buf_get_name(buf) ~= '' then
      dirs[vim.fn.fnamemodify(vim.api.nvim_buf_get_name(buf), ':p:h')] = true
    else
      attached[buf] = nil
    end
  end
  for dir in pairs(dirs) do
    local handle = vim.loop.fs_scandir(dir)
    while handle do
      local name, kind = vim.loop.fs_scandir_next(handle)
      if not name then break end
      local ext = name:match('%.([^.]+)$')
      if kind ~= 'directory' and ext and watched_ext[ext:lower()] then
        out[dir .. '/' .. name] = dir
        if ext:lower() == 'cfg' then cfg_files(dir .. '/' .. name, dir, out) end
      end
    end
  end
  local skeleton = opts.settings and opts.settings.skeleton
  if type(skeleton) == 'string' and skeleton ~= '' then out[vim.fn.fnamemodify(skeleton, ':p')] = '' end
  return out, dirs
end

-- Sends the server the files changed since last time; returns how many.
function M.recheck()
  if not opts.recheck then return 0 end
  local changes = {}
  local found, dirs = candidates()
  for path, dir in pairs(found) do
    local now, old = stamp(path), stamps[path]
    if old == nil and now and dir ~= '' and scanned[dir] then old = false end -- new in a known folder
    if old ~= nil and old ~= now then
      changes[#changes + 1] = { uri = vim.uri_from_fname(path), type = (not now and 3) or (old and 2) or 1 }
    end
    stamps[path] = now
  end
  -- Files that went away (no longer listed in a folder already known).
  for path, old in pairs(stamps) do
    if old and found[path] == nil and dirs[vim.fn.fnamemodify(path, ':h')] then
      changes[#changes + 1] = { uri = vim.uri_from_fname(path), type = 3 }
      stamps[path] = false
    end
  end
  for dir in pairs(dirs) do scanned[dir] = true end
  if #changes == 0 then return 0 end
  for _, client in ipairs(vim.lsp.get_active_clients()) do
    if client.name == 'skellint' then
      client.notify('workspace/didChangeWatchedFiles', { changes = changes })
    end
  end
  return #changes
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

-- A `json` buffer is a Dash skeleton when its first lines say so (the
-- CLI's reading, lint/detect.c); only then does it get the server.
local function on_json(buf)
  if opts.dash_json and require('skellint.detect').dash_json(vim.api.nvim_buf_get_lines(buf, 0, 400, false)) then
    M.attach(buf)
  end
end

local poll

-- plugin/skellint.lua calls setup() with the defaults (auto = true) unless
-- setup() was called already or vim.g.skellint_auto_setup is false; a
-- later setup({...}) replaces them.
function M.setup(user, auto)
  set_up = auto == true and 'auto' or 'user'
  opts = vim.tbl_deep_extend('force', vim.deepcopy(defaults), user or {})
  registered = {}
  local group = vim.api.nvim_create_augroup('skellint', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = opts.filetypes,
    callback = function(args) on_filetype(args.buf) end,
  })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = 'json',
    callback = function(args) on_json(args.buf) end,
  })
  vim.api.nvim_create_autocmd({ 'BufEnter', 'FocusGained' }, {
    group = group,
    callback = function() M.recheck() end,
  })
  if poll then poll:stop(); poll:close(); poll = nil end
  if opts.recheck and opts.poll_ms and opts.poll_ms > 0 then
    poll = vim.loop.new_timer()
    poll:start(opts.poll_ms, opts.poll_ms, vim.schedule_wrap(M.recheck))
  end
  -- Buffers opened before setup().
  for _, buf in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(buf) and vim.tbl_contains(opts.filetypes, vim.bo[buf].filetype) then
      on_filetype(buf)
    elseif vim.api.nvim_buf_is_loaded(buf) and vim.bo[buf].filetype == 'json' then
      on_json(buf)
    end
  end
end

return M
