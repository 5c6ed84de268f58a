-- plugin.test.lua — editors/nvim as a user meets it, in a headless Neovim
-- (0.7 or later): the plugin on the runtimepath, setup(), then files
-- opened with :edit. Checks filetype detection (extensions, and content for
-- .txt), diagnostics from `skellint lsp` (vim.lsp.start_client on 0.7,
-- vim.lsp.start on 0.8+), new settings reaching the server, tree-sitter
-- highlighting of .bon from grammars/bon, and :checkhealth skellint with
-- skellint missing. Run by plugin_test.sh: SKELLINT, BON_PARSER, WORK (a
-- scratch directory holding the sample files), PLUGIN (editors/nvim).
local SKELLINT, BON_PARSER, WORK, PLUGIN = os.getenv('SKELLINT'), os.getenv('BON_PARSER'), os.getenv('WORK'), os.getenv('PLUGIN')

local function finish(ok, msg)
  io.stdout:write((ok and 'ok: ' or 'FAIL: ') .. msg .. '\n')
  vim.cmd(ok and 'qall!' or 'cquit! 1')
end

local function codes(buf)
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    list[#list + 1] = tostring(code)
  end
  table.sort(list)
  return table.concat(list, ' ')
end

local function wait_codes(buf, want, what)
  if not vim.wait(10000, function() return codes(buf) == want end, 20) then
    error(string.format('%s: diagnostics "%s", want "%s"', what, codes(buf), want))
  end
end

local function open(name)
  vim.cmd('edit ' .. vim.fn.fnameescape(WORK .. '/' .. name))
  return vim.api.nvim_get_current_buf()
end

local ok, err = pcall(function()
  vim.opt.runtimepath:prepend(PLUGIN)
  vim.cmd('runtime! plugin/skellint.lua')
  local skellint = require('skellint')
  skellint.setup({
    cmd = { SKELLINT, 'lsp' },
    settings = { debounce = 0 },
    parsers = { bon = BON_PARSER ~= '' and BON_PARSER or nil },
  })

  -- Filetypes: by extension, by content for .txt, and not for other text.
  local xsf = open('broken.xsf')
  assert(vim.bo[xsf].filetype == 'xsf', 'broken.xsf has filetype ' .. vim.bo[xsf].filetype)
  for name, want in pairs({ ['model.txt'] = 'lgw', ['structure.txt'] = 'bpstruct', ['animation.txt'] = 'bpanim',
                            ['animation-keyed.txt'] = 'bpanim', ['animation-quoted.txt'] = 'bpanim',
                            ['mesh.xmf'] = 'xmf', ['bones.bon'] = 'bon', ['notes.txt'] = 'text' }) do
    local b = open(name)
    assert(vim.bo[b].filetype == want, string.format('%s: filetype %s, want %s', name, vim.bo[b].filetype, want))
  end

  -- Cal3D XML is highlighted as XML (Neovim's syntax/xml.vim).
  for _, name in ipairs({ 'broken.xsf', 'mesh.xmf' }) do
    local b = open(name)
    local ft = vim.bo[b].filetype
    assert(vim.bo[b].syntax == ft, string.format('%s: syntax "%s", want "%s"', name, vim.bo[b].syntax, ft))
    local group = vim.fn.synIDattr(vim.fn.synID(1, 2, 1), 'name')
    assert(group:match('^xml'), string.format('%s: "<HEADER" is in syntax group "%s", want an xml* group', name, group))
    assert(vim.bo[b].commentstring:find('<!%-%-'), name .. ': commentstring ' .. vim.bo[b].commentstring)
  end

  -- A Shift_JIS .bon is read as cp932 and written back byte for byte.
  local sjis = 'BoneFile : type mixed : ver1001\r\nNAMEPART_START\r\n0001:\147\170\r\nNAMEPART_END\r\n'
  local f = assert(io.open(WORK .. '/sjis.bon', 'wb'))
  f:write(sjis)
  f:close()
  local fencs = vim.o.fileencodings
  local sb = open('sjis.bon')
  assert(vim.bo[sb].fileencoding == 'cp932', 'sjis.bon read as "' .. vim.bo[sb].fileencoding .. '", want cp932')
  local name = vim.api.nvim_buf_get_lines(sb, 2, 3, false)[1]
  assert(name == '0001:頭', 'sjis.bon line 3 reads ' .. vim.inspect(name))
  assert(vim.o.fileencodings == fencs, 'fileencodings changed for other files: ' .. vim.o.fileencodings)
  vim.cmd('silent write')
  f = assert(io.open(WORK .. '/sjis.bon', 'rb'))
  local back = f:read('*a')
  f:close()
  assert(back == sjis, 'sjis.bon written back as ' .. vim.inspect(back))
  local latin = open('notes.txt')
  assert(vim.bo[latin].fileencoding ~= 'cp932', 'notes.txt read as cp932')

  -- Diagnostics from the server, through the plugin's client.
  vim.api.nvim_set_current_buf(xsf)
  wait_codes(xsf, 'SK301', 'broken.xsf')
  local lgw = open('model.txt')
  wait_codes(lgw, 'SK431', 'model.txt (LGW by content)')
  local bon = open('bones.bon')
  wait_codes(bon, 'SK004 SK414 SK414 SK415', 'bones.bon')
  local n = 0
  for _, c in ipairs(vim.lsp.get_active_clients()) do if c.name == 'skellint' then n = n + 1 end end
  assert(n == 1, n .. ' skellint clients for one root; want 1')

  -- Every format the server reads (issue 23): .xpf, .xrf, a Cal3D .cfg and
  -- a Dash .json get exactly the findings of `skellint check`; package.json
  -- and setup.cfg get no server.
  -- `via`: check that file (the character's .cfg) and keep file's findings.
  local function cli_findings(file, via)
    local dir, name = vim.fn.fnamemodify(file, ':h'), vim.fn.fnamemodify(file, ':t')
    local out = vim.fn.system('cd ' .. vim.fn.shellescape(dir) .. ' && ' .. vim.fn.shellescape(SKELLINT) ..
      ' check --format json ' .. vim.fn.shellescape(via or name))
    local list = {}
    for _, d in ipairs(vim.fn.json_decode(out).diagnostics) do
      if d.path == name then list[#list + 1] = string.format('%s@%d:%d', d.code, d.start.line, d.start.column) end
    end
    table.sort(list)
    return table.concat(list, ' ')
  end
  local function findings(buf)
    local list = {}
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
      list[#list + 1] = string.format('%s@%d:%d', tostring(code), d.lnum + 1, d.col + 1)
    end
    table.sort(list)
    return table.concat(list, ' ')
  end
  local function skellint_clients(buf)
    local n = 0
    for _, c in pairs(vim.lsp.buf_get_clients(buf)) do if c.name == 'skellint' then n = n + 1 end end
    return n
  end
  for name, ft in pairs({ ['SK107-numtracks-too-high.xpf'] = 'xpf', ['SK408-wrong-magic.xrf'] = 'xrf',
                          ['SK471-missing-mesh.cfg'] = 'cal3dcfg', ['SK002-out-of-range.json'] = 'json' }) do
    local file = WORK .. '/cases/' .. name
    local b = open('cases/' .. name)
    assert(vim.bo[b].filetype == ft, string.format('%s: filetype %s, want %s', name, vim.bo[b].filetype, ft))
    local want = cli_findings(file)
    assert(want ~= '', name .. ': skellint check finds nothing')
    if not vim.wait(10000, function() return findings(b) == want end, 20) then
      error(string.format('%s: diagnostics "%s", want "%s" (skellint check)', name, findings(b), want))
    end
  end
  local cfgb = open('cases/SK471-missing-mesh.cfg')
  assert(vim.bo[cfgb].syntax == 'cal3dcfg', '.cfg syntax ' .. vim.bo[cfgb].syntax)
  local group = vim.fn.synIDattr(vim.fn.synID(1, 1, 1), 'name')
  assert(group == 'cal3dcfgFileKey', '"skeleton" of the .cfg is in syntax group ' .. group)
  for _, name in ipairs({ 'package.json', 'setup.cfg' }) do
    local b = open('cases/' .. name)
    assert(vim.bo[b].filetype ~= 'cal3dcfg', name .. ' became cal3dcfg')
    vim.wait(300)
    assert(skellint_clients(b) == 0, name .. ' got the skellint server')
    assert(#vim.diagnostic.get(b) == 0, name .. ' got diagnostics')
  end

  -- A skeleton rewritten on disk by another program (Neovim 0.7 does not
  -- watch files): the open mesh is checked again on FocusGained.
  local mesh = open('model/body.xmf')
  local want = cli_findings(WORK .. '/model/body.xmf', 'model.cfg')
  assert(want:find('SK204'), 'the mesh has an influence on a bone the skeleton lacks: ' .. want)
  if not vim.wait(10000, function() return findings(mesh) == want end, 20) then
    error(string.format('body.xmf: diagnostics "%s", want "%s"', findings(mesh), want))
  end
  local skel = vim.fn.readfile(WORK .. '/model/skeleton.xsf')
  local out = {}
  for _, line in ipairs(skel) do
    if line:find('</SKELETON>') then
      for _, id in ipairs({ 6, 7 }) do
        vim.list_extend(out, { string.format('  <BONE ID="%d" NAME="Extra%d" NUMCHILDS="0">', id, id),
          '    <TRANSLATION>0 0 0</TRANSLATION>', '    <ROTATION>0 0 0 1</ROTATION>',
          '    <LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>', '    <LOCALROTATION>0 0 0 1</LOCALROTATION>',
          '    <PARENTID>0</PARENTID>', '  </BONE>' })
      end
    end
    out[#out + 1] = line
  end
  vim.fn.writefile(out, WORK .. '/model/skeleton.xsf')
  want = cli_findings(WORK .. '/model/body.xmf', 'model.cfg')
  assert(not want:find('SK204'), 'the new skeleton has bone 7: ' .. want)
  vim.wait(300)
  assert(findings(mesh) ~= want, 'the mesh was re-checked before anything told the server')
  vim.api.nvim_exec_autocmds('FocusGained', {})
  if not vim.wait(10000, function() return findings(mesh) == want end, 20) then
    error(string.format('body.xmf after the skeleton changed: diagnostics "%s", want "%s"', findings(mesh), want))
  end

  -- New settings reach the running server, which re-checks open files.
  skellint.set_settings({ debounce = 0, severity = { SK301 = 'off' }, ignore = { 'SK004' } })
  wait_codes(xsf, '', 'broken.xsf with SK301 off')
  wait_codes(bon, 'SK414 SK414 SK415', 'bones.bon with SK004 ignored')

  -- Tree-sitter highlighting of .bon from grammars/bon.
  local hl = ''
  if BON_PARSER ~= '' then
    vim.api.nvim_set_current_buf(bon)
    assert(vim.treesitter.highlighter.active[bon], 'no tree-sitter highlighter on bones.bon')
    local get = vim.treesitter.query.get or vim.treesitter.query.get_query or vim.treesitter.get_query
    local query = get('bon', 'highlights')
    local root = vim.treesitter.get_parser(bon, 'bon'):parse()[1]:root()
    local seen = {}
    for id in query:iter_captures(root, bon, 0, -1) do seen[query.captures[id]] = true end
    for _, want in ipairs({ 'keyword', 'type', 'number', 'string', 'punctuation.delimiter', 'error' }) do
      assert(seen[want], 'no @' .. want .. ' capture in bones.bon')
    end
    vim.cmd('redraw')
    hl = ', tree-sitter highlighting'
  else
    io.stdout:write('note: no bon parser was built; highlighting not checked\n')
  end

  -- :checkhealth with a skellint that does not exist.
  skellint.setup({ cmd = { WORK .. '/no-such-skellint', 'lsp' } })
  vim.cmd('checkhealth skellint')
  local report = table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), '\n')
  assert(report:find('no%-such%-skellint not found'), 'checkhealth does not say skellint is missing:\n' .. report)
  assert(report:find('ERROR'), 'checkhealth reports no error:\n' .. report)

  return 'filetypes, XML syntax, Shift_JIS .bon, diagnostics, every format, re-check on FocusGained, settings' .. hl .. ', checkhealth'
end)

if ok then finish(true, err) else finish(false, tostring(err)) end
