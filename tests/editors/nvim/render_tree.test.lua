-- render_tree.test.lua — :SkellintTree and :SkellintRender (issue 35.3;
-- editors/nvim/lua/skellint/tree.lua, render.lua) in a headless Neovim
-- (0.7 or later): the tree split holds exactly `skellint tree`'s lines and
-- <CR> on a bone lands on its declaration (XSF, a .bon with full-width
-- Japanese, a .cfg's skeleton); the viewer (a script that copies the file
-- it is given) gets exactly the SVG `skellint render` writes — for a mesh
-- over its .cfg's skeleton and an animation at a time too; a modified,
-- unsaved buffer is drawn and listed as it is now (and the governing
-- .skellint.json still applies); a buffer that is no rig file, a missing
-- skellint and a missing viewer give an ERROR message, never a Lua error;
-- :checkhealth names the viewer. Run by render_tree_test.sh:
-- SKELLINT, WORK (a scratch directory, the current folder), PLUGIN.
local SKELLINT, WORK, PLUGIN = os.getenv('SKELLINT'), os.getenv('WORK'), os.getenv('PLUGIN')
local VIEWER, SEEN = WORK .. '/view.sh', WORK .. '/seen.svg'

local function finish(ok, msg)
  io.stdout:write((ok and 'ok: ' or 'FAIL: ') .. msg .. '\n')
  vim.cmd(ok and 'qall!' or 'cquit! 1')
end
local function check(cond, msg)
  if not cond then error(msg, 2) end
end
local function wait_for(pred, what)
  -- A hang guard only: each step waits for an event.
  if not vim.wait(60000, pred, 10) then error('waited a minute for ' .. what, 2) end
end

local messages = {}
vim.notify = function(msg, level) messages[#messages + 1] = { msg = msg, level = level } end
local function errors()
  local out = {}
  for _, m in ipairs(messages) do
    if m.level == vim.log.levels.ERROR then out[#out + 1] = m.msg end
  end
  return out
end

local function read(path)
  local f = io.open(path, 'rb')
  if not f then return nil end
  local s = f:read('*a')
  f:close()
  return s
end
-- Runs argv in dir; returns stdout (a string).
local function cli(dir, argv)
  local cmd = { 'sh', '-c', 'cd "$1" && shift && exec "$@"', 'sh', dir }
  vim.list_extend(cmd, argv)
  local out = vim.fn.system(cmd)
  check(vim.v.shell_error == 0 or vim.v.shell_error == 1, table.concat(argv, ' ') .. ' failed: ' .. out)
  return out
end
local function lines_of(text)
  local out = vim.split(text, '\n', true)
  if out[#out] == '' then table.remove(out) end
  return out
end

local function open(name)
  vim.cmd('silent! only')
  vim.cmd('edit ' .. vim.fn.fnameescape(name))
  return vim.api.nvim_get_current_buf()
end
local function tree_buf(src)
  for _, b in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(b) and vim.bo[b].filetype == 'skellinttree'
        and vim.b[b].skellint_source == src then return b end
  end
end
-- :SkellintTree from buf('s window); returns the tree buffer once (re)filled.
local function tree(buf)
  vim.fn.win_gotoid(vim.fn.bufwinid(buf))
  check(vim.api.nvim_get_current_buf() == buf, 'the source is not shown')
  local before = tree_buf(buf)
  local runs = before and vim.b[before].skellint_tree_runs or 0
  vim.cmd('SkellintTree')
  wait_for(function()
    local b = tree_buf(buf)
    return b and (vim.b[b].skellint_tree_runs or 0) > runs
  end, 'the tree of ' .. vim.api.nvim_buf_get_name(buf))
  local tb = vim.api.nvim_get_current_buf()
  check(vim.bo[tb].filetype == 'skellinttree' and vim.b[tb].skellint_source == buf, 'the tree split is not current')
  check(vim.bo[tb].buftype == 'nofile' and not vim.bo[tb].modifiable, 'the tree buffer is not a nomodifiable scratch')
  return tb
end
local function same_lines(got, want, what)
  check(vim.deep_equal(got, want), what .. ': the split holds\n' .. table.concat(got, '\n')
    .. '\nbut skellint tree printed\n' .. table.concat(want, '\n'))
end
-- <CR> on the tree line that has `needle`; returns the window's buffer and cursor.
local function enter(tb, needle)
  local at
  for i, l in ipairs(vim.api.nvim_buf_get_lines(tb, 0, -1, false)) do
    if l:find(needle, 1, true) then at = i break end
  end
  check(at, 'no tree line with ' .. needle)
  vim.api.nvim_win_set_cursor(0, { at, 0 })
  vim.cmd('execute "normal \\<CR>"')
  return vim.api.nvim_get_current_buf(), vim.api.nvim_win_get_cursor(0)
end
-- The line (1-based) and byte column of the first `text` in buf.
local function where(buf, text)
  for i, l in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    local c = l:find(text, 1, true)
    if c then return i, c - 1 end
  end
  error('no ' .. text .. ' in the buffer')
end
-- :SkellintRender args…; returns what the viewer was given (view.sh
-- copies it to SEEN, then writes SEEN.done).
local function render(args)
  os.remove(SEEN)
  os.remove(SEEN .. '.done')
  local nerr = #errors()
  vim.cmd('SkellintRender' .. (args and (' ' .. args) or ''))
  wait_for(function() return read(SEEN .. '.done') ~= nil or #errors() > nerr end, 'the viewer')
  check(#errors() == nerr, 'render failed: ' .. tostring(errors()[#errors()]))
  return read(SEEN)
end
-- The SVG `skellint render ARGS -o want.svg` writes, run in dir.
local function want_svg(dir, args)
  local out = WORK .. '/want.svg'
  os.remove(out)
  cli(dir, vim.list_extend(vim.list_extend({ SKELLINT, 'render' }, args), { '-o', out }))
  local svg = read(out)
  check(svg, 'skellint render wrote nothing')
  return svg
end
-- Runs cmd and waits for an ERROR message; returns it.
local function fails(cmd, what)
  local nerr = #errors()
  local ok, err = pcall(vim.cmd, cmd)
  check(ok, cmd .. ' raised a Lua error: ' .. tostring(err))
  wait_for(function() return #errors() > nerr end, 'an error message for ' .. what)
  return errors()[#errors()]
end

local function test()
  vim.opt.runtimepath:prepend(PLUGIN)
  vim.cmd('filetype plugin on')
  vim.cmd('runtime! plugin/skellint.lua')
  local setup = { cmd = { SKELLINT, 'lsp' }, settings = { debounce = 0 }, recheck = false, viewer = { VIEWER } }
  require('skellint').setup(setup)

  -- XSF, saved: the tree is the CLI's, <CR> goes to the bone, the picture is the CLI's.
  local xsf = open('rig/Skeleton.xsf')
  local tb = tree(xsf)
  same_lines(vim.api.nvim_buf_get_lines(tb, 0, -1, false),
    lines_of(cli(WORK, { SKELLINT, 'tree', '--color', 'never', 'rig/Skeleton.xsf' })), 'saved XSF')
  check(#vim.api.nvim_tabpage_list_wins(0) == 2, 'the tree is not in a split')
  local buf, cur = enter(tb, '[2] Bip01 Head')
  local line, col = where(xsf, 'Bip01 Head')
  check(buf == xsf and cur[1] == line and cur[2] == col,
    string.format('<CR> on [2] went to %s %d:%d, not %d:%d', vim.api.nvim_buf_get_name(buf), cur[1], cur[2], line, col))
  check(render() == want_svg(WORK, { 'rig/Skeleton.xsf' }),
    'the viewer did not get the SVG skellint render writes (saved XSF)')
  local saved_svg = read(SEEN)

  -- The same XSF modified, unsaved: a line more above the bones, a bone renamed.
  vim.api.nvim_buf_set_lines(xsf, 1, 1, false, { '<!-- a line more -->' })
  vim.cmd([[%s/Bip01 Head/Bip01 Skull/]])
  check(vim.bo[xsf].modified, 'the buffer is not modified')
  local text = table.concat(vim.api.nvim_buf_get_lines(xsf, 0, -1, false), '\n') .. '\n'
  vim.fn.mkdir(WORK .. '/want/rig', 'p')
  vim.fn.writefile(vim.split(text, '\n', true), WORK .. '/want/rig/Skeleton.xsf', 'b')
  vim.fn.writefile(vim.fn.readfile(WORK .. '/.skellint.json', 'b'), WORK .. '/want/.skellint.json', 'b')
  local tb2 = tree(xsf)
  check(tb2 == tb and #vim.api.nvim_tabpage_list_wins(0) == 2, 'running it again made a second tree')
  local got = vim.api.nvim_buf_get_lines(tb, 0, -1, false)
  same_lines(got, lines_of(cli(WORK .. '/want', { SKELLINT, 'tree', '--color', 'never', 'rig/Skeleton.xsf' })), 'modified XSF')
  check(table.concat(got, '\n'):find('[2] Bip01 Skull', 1, true), 'the tree does not follow the buffer')
  check(not table.concat(got, '\n'):find('SK102', 1, true), 'the .skellint.json (SK102 off) was not applied to the copy')
  buf, cur = enter(tb, '[2] Bip01 Skull')
  line, col = where(xsf, 'Bip01 Skull')
  check(buf == xsf and cur[1] == line and cur[2] == col,
    string.format('<CR> on the renamed bone went to %d:%d, not %d:%d', cur[1], cur[2], line, col))
  local svg = render()
  check(svg == want_svg(WORK .. '/want', { 'rig/Skeleton.xsf' }),
    'the viewer did not get the SVG of the modified text')
  check(svg ~= saved_svg and svg:find('Bip01 Skull', 1, true), 'the picture does not follow the buffer')
  check(vim.bo[xsf].modified and read(WORK .. '/rig/Skeleton.xsf'):find('Bip01 Head', 1, true),
    'the user\'s file was written')
  check(#vim.fn.glob(WORK .. '/rig/*', true, true) == 2, 'a file was left beside the user\'s: '
    .. table.concat(vim.fn.glob(WORK .. '/rig/*', true, true), ' '))

  -- A .bon in Shift_JIS-era full-width digits: <CR> on 胸 lands on its name.
  local bon = open('rig/sample.bon')
  tb = tree(bon)
  same_lines(vim.api.nvim_buf_get_lines(tb, 0, -1, false),
    lines_of(cli(WORK, { SKELLINT, 'tree', '--color', 'never', 'rig/sample.bon' })), '.bon')
  buf, cur = enter(tb, '[1] ')
  line, col = where(bon, '胸')
  check(buf == bon and cur[1] == line and cur[2] == col,
    string.format('<CR> on [1] 胸 went to %d:%d, not %d:%d', cur[1], cur[2], line, col))
  check(render() == want_svg(WORK, { 'rig/sample.bon' }),
    'the viewer did not get the SVG of the .bon')
  -- Run again from the split itself: the same split, refreshed.
  vim.fn.win_gotoid(vim.fn.bufwinid(tb))
  local runs = vim.b[tb].skellint_tree_runs
  vim.cmd('SkellintTree')
  wait_for(function() return vim.b[tb].skellint_tree_runs > runs end, 'the tree refreshed from its split')
  check(vim.api.nvim_get_current_buf() == tb and #vim.api.nvim_tabpage_list_wins(0) == 2,
    ':SkellintTree in the split did not refresh it in place')

  -- A mesh over its .cfg's skeleton; an animation at 0.5 s; the .cfg's tree is its skeleton's.
  local cfg = WORK .. '/char/model.cfg'
  open('char/body.xmf')
  check(render() == want_svg(WORK, { 'char/body.xmf', '--skeleton', cfg }),
    'the viewer did not get the SVG of the mesh over its skeleton')
  open('char/walk.xaf')
  check(render('0.5') == want_svg(WORK, { cfg, '--animation', 'char/walk.xaf', '--time', '0.5' }),
    'the viewer did not get the SVG of the pose at 0.5 s')
  local out = WORK .. '/given.svg'
  local given = render(vim.fn.fnameescape(out) .. ' 0.25')
  check(read(out) == given and given == want_svg(WORK, { cfg, '--animation', 'char/walk.xaf', '--time', '0.25' }),
    'an .svg argument is not where the picture of 0.25 s goes')
  local model = open('char/model.cfg')
  tb = tree(model)
  same_lines(vim.api.nvim_buf_get_lines(tb, 0, -1, false),
    lines_of(cli(WORK, { SKELLINT, 'tree', '--color', 'never', 'char/model.cfg' })), '.cfg')
  -- A .cfg with unsaved changes is read as saved, and says so.
  vim.api.nvim_buf_set_lines(model, 0, 0, false, { '# an unsaved comment' })
  local nmsg = #messages
  check(tree(model) == tb, 'a second tree for the .cfg')
  same_lines(vim.api.nvim_buf_get_lines(tb, 0, -1, false),
    lines_of(cli(WORK, { SKELLINT, 'tree', '--color', 'never', 'char/model.cfg' })), 'modified .cfg')
  check(#messages > nmsg and messages[nmsg + 1].level == vim.log.levels.WARN
    and messages[nmsg + 1].msg:find('unsaved changes', 1, true), 'no word that the .cfg\'s saved text is used')
  buf, cur = enter(tb, '[1] ')
  check(vim.api.nvim_buf_get_name(buf) == WORK .. '/char/skeleton.xsf', '<CR> in a .cfg\'s tree did not open its skeleton: '
    .. vim.api.nvim_buf_get_name(buf))
  line = where(buf, 'ID="1"')
  check(cur[1] == line, string.format('<CR> on [1] of the .cfg\'s skeleton went to line %d, not %d', cur[1], line))

  -- No server (stopped): <CR> goes to the first place the bone's name appears.
  xsf = open('rig/Skeleton.xsf')
  vim.lsp.stop_client(vim.lsp.get_active_clients(), true)
  wait_for(function() return #vim.lsp.get_active_clients() == 0 end, 'the servers to stop')
  tb = tree(xsf)
  buf, cur = enter(tb, '[4] Bip01 L Thigh')
  line, col = where(xsf, 'Bip01 L Thigh')
  check(buf == xsf and cur[1] == line and cur[2] == col,
    string.format('<CR> with no server went to %d:%d, not %d:%d', cur[1], cur[2], line, col))

  -- No rig file, no skellint, no viewer: a message at ERROR level.
  open('notes.txt')
  local nwin = #vim.api.nvim_tabpage_list_wins(0)
  local msg = fails('SkellintTree', 'a text file\'s tree')
  check(msg:find('unknown format', 1, true) and msg:find('notes.txt', 1, true), 'unclear message: ' .. msg)
  msg = fails('SkellintRender', 'a text file\'s picture')
  check(msg:find('unknown format', 1, true), 'unclear message: ' .. msg)
  check(#vim.api.nvim_tabpage_list_wins(0) == nwin, 'a failed tree opened a window')
  open('lonely.xmf')
  msg = fails('SkellintRender', 'a mesh with no skeleton')
  check(msg:find('no .cfg in its folder lists it as mesh=', 1, true), 'unclear message: ' .. msg)
  open('rig/Skeleton.xsf')
  msg = fails('SkellintRender 0.5', 'a time for a skeleton')
  check(msg:find('a time is for an animation', 1, true), 'unclear message: ' .. msg)
  vim.cmd('enew')
  msg = fails('SkellintRender', 'a buffer with no name')
  check(msg:find('no file name', 1, true), 'unclear message: ' .. msg)
  open('rig/Skeleton.xsf')
  require('skellint').setup(vim.tbl_extend('force', setup, { viewer = { WORK .. '/no-such-viewer' } }))
  msg = fails('SkellintRender', 'a missing viewer')
  check(msg:find('no-such-viewer', 1, true) and msg:find('not found', 1, true), 'unclear message: ' .. msg)
  require('skellint').setup(vim.tbl_extend('force', setup, { cmd = { WORK .. '/no-skellint', 'lsp' } }))
  msg = fails('SkellintTree', 'a missing skellint')
  check(msg:find('no-skellint not found', 1, true), 'unclear message: ' .. msg)
  require('skellint').setup(setup)

  -- :checkhealth names the viewer.
  vim.cmd('checkhealth skellint')
  local health = table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), '\n')
  check(health:find('opens with ' .. VIEWER, 1, true), ':checkhealth does not name the viewer:\n' .. health)

  return 'tree split = skellint tree, <CR> on the declaration (XSF, .bon, .cfg), viewer given the CLI\'s SVG (saved, modified, mesh, animation), errors as messages, checkhealth names the viewer'
end

local ok, res = xpcall(test, debug.traceback)
finish(ok, ok and res or tostring(res))
