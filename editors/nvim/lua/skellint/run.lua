-- skellint/run.lua — runs the skellint command on a buffer's text for the
-- picture and tree commands (render.lua, tree.lua): the file itself when the
-- buffer is saved; when it is modified, a copy of its current text written
-- (as :write would write it: its encoding, line endings, BOM) into a private
-- temporary folder under the same name — never beside the user's file — with
-- the governing .skellint.json copied above it at the same relative place,
-- so that its globs and settings apply as to the file itself. Jobs run with
-- vim.fn.jobstart (Neovim 0.7 has no vim.system); failures are reported with
-- vim.notify at ERROR level, never as a Lua error.
local M = {}

function M.error(msg)
  vim.notify('skellint: ' .. msg, vim.log.levels.ERROR)
end

-- The skellint program: the language server's (setup's `cmd`).
function M.program()
  local opts = require('skellint').options()
  return opts.cmd and opts.cmd[1] or 'skellint'
end

-- The buffer's file as skellint should read it:
--   { path = what to pass, cwd = where to run (nil: here), file = the
--     buffer's file, shown = its name as shown, tmp = the temporary folder
--     (or nil), modified = bool }
-- or nil after an error message. `saved`: the saved file even when the
-- buffer is modified (a .cfg names its files relative to its own folder:
-- a copy elsewhere would find none), with a warning.
function M.buffer_file(buf, saved)
  local file = vim.api.nvim_buf_get_name(buf)
  if file == '' then
    M.error('this buffer has no file name: save it as a rig file (.xsf, .bon, …) first')
    return nil
  end
  if vim.bo[buf].buftype ~= '' then
    M.error('this buffer is no file (' .. vim.bo[buf].buftype .. '): open a rig file (.xsf, .bon, …)')
    return nil
  end
  file = vim.fn.fnamemodify(file, ':p')
  local out = { file = file, shown = vim.fn.fnamemodify(file, ':.'), modified = vim.bo[buf].modified }
  if out.modified and saved then
    vim.notify('skellint: ' .. out.shown .. ' has unsaved changes; its saved text is used (:write to use them)',
      vim.log.levels.WARN)
    out.modified = false
  end
  if not out.modified then
    if vim.fn.filereadable(file) ~= 1 then
      M.error(out.shown .. ' is not readable')
      return nil
    end
    out.path = out.shown
    return out
  end
  -- The current text in a folder of our own that mirrors the file's
  -- absolute path (and the governing .skellint.json's), run from the
  -- mirror of the current folder: the same relative name, the same
  -- settings, the same words in skellint's output.
  local tmp = vim.fn.tempname()
  local function mirror(p) return tmp .. '/' .. p:gsub(':', ''):gsub('^/+', '') end
  local config = vim.fn.findfile('.skellint.json', vim.fn.fnamemodify(file, ':h') .. ';')
  if config ~= '' then
    config = vim.fn.fnamemodify(config, ':p')
    vim.fn.mkdir(vim.fn.fnamemodify(mirror(config), ':h'), 'p')
    vim.fn.writefile(vim.fn.readfile(config, 'b'), mirror(config), 'b')
  end
  local path = mirror(file)
  vim.fn.mkdir(vim.fn.fnamemodify(path, ':h'), 'p')
  local ok, err = pcall(vim.api.nvim_buf_call, buf, function()
    vim.cmd('silent noautocmd keepalt write! ' .. vim.fn.fnameescape(path))
  end)
  if not ok then
    vim.fn.delete(tmp, 'rf')
    M.error('could not write the buffer\'s text to ' .. path .. ': ' .. tostring(err))
    return nil
  end
  out.tmp = tmp
  if vim.fn.fnamemodify(out.shown, ':p') == file and out.shown:sub(1, 1) ~= '/' and not out.shown:match('^%a:') then
    out.path, out.cwd = out.shown, mirror(vim.fn.fnamemodify(vim.fn.getcwd(), ':p'))
    vim.fn.mkdir(out.cwd, 'p')
  else -- outside the current folder: by its name, from its folder
    out.path, out.cwd = vim.fn.fnamemodify(file, ':t'), vim.fn.fnamemodify(path, ':h')
  end
  return out
end

-- Removes what buffer_file wrote.
function M.done(f)
  if f and f.tmp then vim.fn.delete(f.tmp, 'rf') end
end

-- Runs argv (in cwd, when given); calls on_exit(code, stdout_lines,
-- stderr_text; stderr_text never empty on failure) when it ends. Returns false (after a message) when it
-- cannot start.
function M.job(argv, on_exit, cwd)
  if vim.fn.executable(argv[1]) ~= 1 then
    M.error(argv[1] .. ' not found (see :checkhealth skellint)')
    return false
  end
  local stdout, stderr = {}, {}
  local ok, id = pcall(vim.fn.jobstart, argv, {
    cwd = cwd,
    stdout_buffered = true,
    stderr_buffered = true,
    on_stdout = function(_, data) stdout = data or {} end,
    on_stderr = function(_, data) stderr = data or {} end,
    on_exit = function(_, code)
      if stdout[#stdout] == '' then table.remove(stdout) end
      local err = table.concat(stderr, '\n'):gsub('%s+$', '')
      if err == '' and code ~= 0 then err = 'exit status ' .. code .. ', no message' end
      vim.schedule(function() on_exit(code, stdout, err) end)
    end,
  })
  if not ok or id <= 0 then
    M.error('could not run ' .. table.concat(argv, ' ') .. (ok and '' or (': ' .. tostring(id))))
    return false
  end
  return true
end

return M
