-- skellint/render.lua — :SkellintRender [OUT.svg] [SECONDS]: draws the
-- current buffer's rig with `skellint render` (its current text, saved or
-- not: run.lua) and opens the SVG with the system viewer — xdg-open on
-- Linux, open on macOS, `cmd /c start ""` on Windows, or setup's `viewer`
-- (a command list, the file appended, or a Lua function of the file). A
-- mesh (xmf) is drawn over its character's skeleton and an animation (xaf)
-- poses it at SECONDS (default 0): the .cfg in the file's folder that lists
-- it, else the `skeleton` setting. Without OUT.svg the picture goes to
-- stdpath('cache')/skellint/, one file per source file, rewritten each time
-- (a viewer that watches its file shows the new picture).
local run = require('skellint.run')
local M = {}

-- The viewer command: a list (the file is appended) or a function, and a
-- description for :checkhealth; nil and why when none is found.
function M.viewer()
  local v = require('skellint').options().viewer
  if type(v) == 'function' then return v, 'a Lua function (setup viewer)' end
  if type(v) == 'string' then v = { v } end
  if type(v) == 'table' and v[1] then
    if vim.fn.executable(v[1]) ~= 1 then return nil, 'the viewer ' .. v[1] .. ' (setup viewer) is not found' end
    return v, table.concat(v, ' ') .. ' (setup viewer)'
  end
  if vim.fn.has('win32') == 1 then return { 'cmd', '/c', 'start', '' }, 'cmd /c start ""' end
  if vim.fn.has('mac') == 1 then return { 'open' }, 'open' end
  if vim.fn.executable('xdg-open') == 1 then return { 'xdg-open' }, 'xdg-open (' .. vim.fn.exepath('xdg-open') .. ')' end
  return nil, 'xdg-open not found (Debian: apt install xdg-utils), and no viewer set in setup()'
end

function M.open(svg)
  local v, why = M.viewer()
  if not v then
    run.error('the picture is in ' .. svg .. ' but no viewer opens it: ' .. why ..
      " (setup({ viewer = { 'firefox' } }))")
    return false
  end
  if type(v) == 'function' then
    local ok, err = pcall(v, svg)
    if not ok then run.error('the viewer function failed: ' .. tostring(err)) end
    return ok
  end
  local argv = vim.list_extend(vim.deepcopy(v), { svg })
  local stderr = {}
  local ok, id = pcall(vim.fn.jobstart, argv, {
    detach = true,
    stderr_buffered = true,
    on_stderr = function(_, data) stderr = data or {} end,
    on_exit = function(_, code)
      if code ~= 0 then
        vim.schedule(function()
          run.error(string.format('%s exited with %d: %s', argv[1], code, table.concat(stderr, '\n'):gsub('%s+$', '')))
        end)
      end
    end,
  })
  if not ok or id <= 0 then
    run.error('could not run the viewer ' .. table.concat(argv, ' '))
    return false
  end
  return true
end

-- The .cfg in the file's folder that lists it under `key` (mesh, animation).
local function character_of(file, key)
  for _, cfg in ipairs(vim.fn.glob(vim.fn.fnamemodify(file, ':h') .. '/*.cfg', false, true)) do
    for _, named in ipairs(require('skellint.detect').cfg_names(cfg)) do
      if named.key == key and vim.fn.fnamemodify(named.path, ':p') == file then return cfg end
    end
  end
  return nil
end

local what_of = { xmf = 'mesh', xaf = 'animation' }

local function default_output(file)
  local dir = vim.fn.stdpath('cache') .. '/skellint'
  vim.fn.mkdir(dir, 'p')
  return string.format('%s/%s-%s.svg', dir, vim.fn.fnamemodify(file, ':t:r'), vim.fn.sha256(file):sub(1, 8))
end

-- args: the command's words: an .svg path and/or a number of seconds.
function M.render(args, buf)
  buf = buf or vim.api.nvim_get_current_buf()
  local out, time
  for _, a in ipairs(args or {}) do
    if tonumber(a) then time = a
    elseif a:lower():match('%.svg$') then out = vim.fn.fnamemodify(vim.fn.expand(a), ':p')
    else
      run.error(':SkellintRender [OUT.svg] [SECONDS]: ' .. a .. ' is neither an .svg file nor seconds')
      return false
    end
  end
  local what = what_of[vim.bo[buf].filetype]
  if time and what ~= 'animation' then
    run.error(':SkellintRender ' .. time .. ': a time is for an animation (.xaf), posing its skeleton')
    return false
  end
  local f = run.buffer_file(buf, vim.bo[buf].filetype == 'cal3dcfg')
  if not f then return false end
  local argv = { run.program(), 'render' }
  if what then
    local skeleton = character_of(f.file, what)
    local setting = require('skellint').options().settings.skeleton
    if not skeleton and type(setting) == 'string' and setting ~= '' then skeleton = vim.fn.fnamemodify(setting, ':p') end
    if not skeleton then
      run.done(f)
      run.error(string.format('%s is %s: it is drawn on its skeleton, and no .cfg in its folder lists it as %s= '
        .. "(or set the skeleton: setup({ settings = { skeleton = '/path/skeleton.xsf' } }))",
        f.shown, what == 'mesh' and 'a mesh' or 'an animation', what))
      return false
    end
    if what == 'mesh' then vim.list_extend(argv, { f.path, '--skeleton', skeleton })
    else vim.list_extend(argv, { skeleton, '--animation', f.path, '--time', time or '0' }) end
  else
    argv[#argv + 1] = f.path
  end
  out = out or default_output(f.file)
  vim.list_extend(argv, { '-o', out })
  local started = run.job(argv, function(code, _, err)
    run.done(f)
    if code ~= 0 then
      run.error('render ' .. f.shown .. ': ' .. err)
      return
    end
    M.open(out)
  end, f.cwd)
  if not started then run.done(f) end
  return started
end

return M
