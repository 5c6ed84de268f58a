-- deb.test.lua — the Neovim plugin as the .deb installs it, with no set-up
-- call: the files of the package unpacked in a root ROOT (its
-- usr/share/nvim/site on the runtimepath through XDG_DATA_DIRS, its
-- usr/lib/nvim as /usr/lib/nvim is, its usr/bin on PATH). MODE:
--   auto     an XSF gets the server's diagnostics, a .bon is highlighted
--            with the package's parser and queries, :checkhealth is happy;
--   off      vim.g.skellint_auto_setup = false: nothing starts, and
--            :checkhealth says the plugin is not set up;
--   missing  the package without its binary and parsers: :checkhealth
--            names both as missing.
-- Run by deb_test.sh (WORK: a scratch directory with the samples).
local ROOT, WORK, MODE = os.getenv('ROOT'), os.getenv('WORK'), os.getenv('MODE')

local function finish(ok, msg)
  io.stdout:write((ok and 'ok: ' or 'FAIL: ') .. MODE .. ': ' .. msg .. '\n')
  vim.cmd(ok and 'qall!' or 'cquit! 1')
end

local function open(name)
  vim.cmd('edit ' .. vim.fn.fnameescape(WORK .. '/' .. name))
  return vim.api.nvim_get_current_buf()
end

local function codes(buf)
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    list[#list + 1] = tostring(d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code))
  end
  table.sort(list)
  return table.concat(list, ' ')
end

local function health()
  vim.cmd('checkhealth skellint')
  return table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), '\n')
end

local function has(report, text) assert(report:find(text, 1, true), 'checkhealth lacks "' .. text .. '":\n' .. report) end

local ok, res = pcall(function()
  local plugin = vim.api.nvim_get_runtime_file('plugin/skellint.lua', false)[1]
  assert(plugin and plugin:sub(1, #ROOT) == ROOT, 'plugin/skellint.lua of the package is not on the runtimepath: ' .. tostring(plugin))
  if MODE == 'auto' then
    local xsf = open('broken.xsf')
    assert(vim.bo[xsf].filetype == 'xsf', 'broken.xsf has filetype ' .. vim.bo[xsf].filetype)
    if not vim.wait(15000, function() return codes(xsf) == 'SK301' end, 20) then
      error('broken.xsf: diagnostics "' .. codes(xsf) .. '", want "SK301" (no set-up call: the plugin must start the server)')
    end
    local bon = open('bones.bon')
    assert(vim.bo[bon].filetype == 'bon', 'bones.bon has filetype ' .. vim.bo[bon].filetype)
    assert(vim.treesitter.highlighter.active[bon], 'no tree-sitter highlighter on bones.bon')
    local info = require('skellint').grammars()
    for _, lang in ipairs({ 'bon', 'bonespro', 'lgw' }) do
      assert(info[lang] and info[lang].parser and info[lang].parser:sub(1, #ROOT) == ROOT,
        lang .. ': the parser is not the package\'s: ' .. vim.inspect(info[lang]))
      assert(info[lang].queries and info[lang].queries:sub(1, #ROOT) == ROOT,
        lang .. ': the queries are not the package\'s: ' .. vim.inspect(info[lang]))
    end
    local report = health()
    has(report, 'set up with the defaults by plugin/skellint.lua')
    has(report, ROOT .. '/usr/bin/skellint')
    has(report, 'bon: parser ' .. ROOT .. '/usr/lib/nvim/parser/bon.so')
    assert(not report:find('ERROR') and not report:find('WARNING'), 'checkhealth warns:\n' .. report)
    return 'diagnostics with no set-up call, tree-sitter highlighting from the package, checkhealth'
  elseif MODE == 'off' then
    local xsf = open('broken.xsf')
    vim.wait(1000, function() return codes(xsf) ~= '' end, 20)
    assert(codes(xsf) == '', 'the server started although vim.g.skellint_auto_setup is false')
    has(health(), 'not set up')
    return 'no server when vim.g.skellint_auto_setup = false; checkhealth says so'
  else
    local report = health()
    has(report, 'skellint not found')
    has(report, 'bon: no compiled parser (bon.so)')
    has(report, '/usr/lib/nvim/parser/bon.so')
    return 'checkhealth names the missing binary and parsers'
  end
end)

if ok then finish(true, res) else finish(false, tostring(res)) end
