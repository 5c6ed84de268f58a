-- skellint/health.lua — `:checkhealth skellint`: whether the plugin is set
-- up (by itself or by a setup() call), is the skellint command there (and
-- which version), which viewer :SkellintRender opens pictures with, which
-- tree-sitter parsers and highlight queries were found, and for what is
-- missing, where it comes from. Works with Neovim
-- 0.7's `health` module and the vim.health of 0.8+.
local M = {}

local function reporter()
  local h = vim.health
  if h and h.start then
    return { start = h.start, ok = h.ok, warn = h.warn, error = h.error, info = h.info }
  end
  h = vim.health or require('health')
  return { start = h.report_start, ok = h.report_ok, warn = h.report_warn, error = h.report_error, info = h.report_info }
end

function M.check()
  local r = reporter()
  local skellint = require('skellint')
  local opts = skellint.options()
  r.start('skellint: the language server')
  local by = skellint.set_up()
  if by == 'auto' then r.ok('set up with the defaults by plugin/skellint.lua')
  elseif by == 'user' then r.ok('set up by a setup() call')
  else r.warn('not set up: no server starts and nothing is highlighted', {
    "vim.g.skellint_auto_setup is false and require('skellint').setup() was not called",
    'or plugin/skellint.lua is not on the runtimepath (:set runtimepath?)' })
  end
  local exe = opts.cmd[1]
  if vim.fn.executable(exe) == 1 then
    local version = vim.fn.system({ exe, '--version' }):gsub('%s+$', '')
    r.ok(string.format('%s found (%s): %s', exe, vim.fn.exepath(exe), version))
  else
    r.error(string.format('%s not found: skellint cannot check files', exe), {
      'Install the .deb: sudo apt install ./skellint_<version>-1_amd64.deb',
      'or put the skellint of skellint-<version>-linux-x64.tar.gz (any Linux x64) on PATH',
      'or build it (make) and install it: cmake --install build',
      "or point the plugin at it: require('skellint').setup({ cmd = { '/path/to/skellint', 'lsp' } })",
    })
  end
  r.start('skellint: :SkellintRender\'s picture viewer')
  local viewer, why = require('skellint.render').viewer()
  if viewer then r.ok('the picture opens with ' .. why)
  else r.warn('no viewer: ' .. why .. '; :SkellintRender writes the SVG but cannot open it', {
    "set one: require('skellint').setup({ viewer = { 'firefox' } }) (the SVG's path is appended)",
    'or a function: viewer = function(svg) … end' }) end
  r.start('skellint: tree-sitter highlighting')
  for lang, info in pairs(skellint.grammars()) do
    if info.parser then r.ok(string.format('%s: parser %s', lang, info.parser))
    else r.warn(string.format('%s: no compiled parser (%s.so); no highlighting', lang, lang), {
      'Looked for parser/' .. lang .. '.so on the runtimepath, in build/parser/ of the checkout and in <prefix>/lib/nvim/parser/',
      'The .deb installs /usr/lib/nvim/parser/' .. lang .. '.so; from source: make (CMake writes build/parser/' .. lang .. '.so)',
      'or set parser_dir (or parsers = { ' .. lang .. " = '/path/" .. lang .. ".so' }) in setup()" }) end
    if info.queries then r.ok(string.format('%s: highlights %s', lang, info.queries))
    else r.warn(string.format('%s: no highlight queries; no highlighting', lang), {
      'Looked for grammars/' .. lang .. '/queries/highlights.scm of the checkout and queries/' .. lang .. '/highlights.scm on the runtimepath',
      'The .deb installs /usr/share/nvim/site/queries/' .. lang .. '/highlights.scm' }) end
  end
end

return M
