-- skellint/health.lua — `:checkhealth skellint`: is the skellint command
-- there (and which version), which tree-sitter parsers and highlight
-- queries were found. Works with Neovim 0.7's `health` module and the
-- vim.health of 0.8+.
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
  local exe = opts.cmd[1]
  if vim.fn.executable(exe) == 1 then
    local version = vim.fn.system({ exe, '--version' }):gsub('%s+$', '')
    r.ok(string.format('%s found (%s): %s', exe, vim.fn.exepath(exe), version))
  else
    r.error(string.format('%s not found: skellint cannot check files', exe), {
      'Build skellint (make) and install it: cmake --install build',
      "or point the plugin at it: require('skellint').setup({ cmd = { '/path/to/skellint', 'lsp' } })",
    })
  end
  r.start('skellint: tree-sitter highlighting')
  for lang, info in pairs(skellint.grammars()) do
    if info.parser then r.ok(string.format('%s: parser %s', lang, info.parser))
    else r.warn(string.format('%s: no compiled parser (%s.so); no highlighting', lang, lang), {
      'Build it: make (CMake writes build/parser/' .. lang .. '.so), or set parser_dir in setup()' }) end
    if info.queries then r.ok(string.format('%s: highlights %s', lang, info.queries))
    else r.warn(string.format('%s: no queries/highlights.scm', lang)) end
  end
end

return M
