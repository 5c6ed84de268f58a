-- skellint/detect.lua — which skellint filetype a text file is from its
-- first lines, the same reading as the CLI's lint/detect.c and
-- editors/vscode/lib/detect.js (tests/editors/detect_agree.js runs the
-- examples and the corpus through all three): RokDeBone2 files start with
-- BoneFile (any case, or full-width); LGW models with MODEL "name", or
-- EXPORT_VERSION n, or MODEL name then EXPORT_VERSION; BonesPro structure
-- files with two counts, a <bone name> and its parent, animation files with three counts and an export mode (alone,
-- quoted or not, or keyed). not_cal3d_xml() tells binary Cal3D data or
-- XCrySDen crystals saved under a Cal3D XML extension.
local M = {}

local export_modes = { ['bones'] = true, ['mesh (absolute)'] = true, ['mesh (bones c.s)'] = true, ['mesh (bones c.s.)'] = true }
local header_keys = { 'ExportMode', 'TransformSystem', 'TransformRepesentation', 'TransformRepresentation',
                      'EulerOrder', 'AngleUnits', 'FirstFrame', 'LastFrame', 'Step' }

-- The animation header's first line: an ExportMode value alone, quoted or
-- not (the form the document lists), or a header key (ExportMode "Bones").
local function opens_header(line)
  local unquoted = line:match('^"(.*)"$') or line
  if export_modes[unquoted:lower()] then return true end
  local word = line:match('^([%a_][%w_]*)')
  if not word then return false end
  local rest = line:sub(#word + 1, #word + 1)
  if rest ~= '' and not rest:match('[%s"=:]') then return false end
  for _, k in ipairs(header_keys) do if word == k then return true end end
  return false
end

-- The first n lines with text, without // comments and surrounding blanks.
local function meaningful(lines, n)
  local out = {}
  for i, raw in ipairs(lines) do
    if i == 1 then raw = raw:gsub('^\239\187\191', '') end
    local line = raw:gsub('//.*$', ''):gsub('\r$', ''):match('^%s*(.-)%s*$')
    if line ~= '' then table.insert(out, line) end
    if #out >= n then break end
  end
  return out
end

local function is_count(s) return s ~= nil and s:match('^%d+$') ~= nil end

-- Returns 'lgw', 'bpstruct', 'bpanim', 'bon' or nil.
function M.filetype(lines)
  local first = (lines[1] or ''):gsub('^\239\187\191', '')
  if first:sub(1, 8):lower() == 'bonefile' or first:sub(1, 24) == 'ＢｏｎｅＦｉｌｅ' then return 'bon' end
  local l = meaningful(lines, 4)
  if #l == 0 then return nil end
  if l[1]:match('^MODEL[ \t]*"') or l[1]:match('^EXPORT_VERSION[ \t]+%d') then return 'lgw' end
  if l[1]:match('^MODEL[ \t]') then
    if l[2] and l[2]:match('^EXPORT_VERSION') then return 'lgw' end
    return nil
  end
  if l[1]:match('^EXPORT_VERSION') then return nil end
  if is_count(l[1]) and is_count(l[2]) then
    if l[3] and l[3]:match('^<.*>$') then
      if l[4] and (l[4] == '*' or l[4]:match('^%-?%d+$')) then return 'bpstruct' end
      return nil
    end
    if is_count(l[3]) and l[4] and opens_header(l[4]) then return 'bpanim' end
  end
  return nil
end

-- Whether a buffer's first line is binary Cal3D data (CSF, CMF, CAF, CPF,
-- CRF and a NUL, which a buffer line holds as a newline).
function M.binary_cal3d(first)
  return first ~= nil and first:match('^C[SMAPR]F[\n%z]') ~= nil
end

-- Whether lines under a Cal3D XML extension are something else: binary
-- Cal3D, or text that does not open with `<` (XCrySDen's .xsf crystals).
-- Empty or blank text stays what its name says.
function M.not_cal3d_xml(lines)
  if M.binary_cal3d(lines[1]) then return true end
  for i, line in ipairs(lines) do
    if i == 1 then line = line:gsub('^\239\187\191', '') end
    local c = line:match('^[ \t\r]*([^ \t\r])')
    if c then return c ~= '<' end
  end
  return false
end

-- Whether lines are a Cal3D model file (.cfg): `key=value` lines and `#`
-- comments only (a few broken lines allowed), one of them naming a file of
-- the character (lint/detect.c's looks_like_cal3d_cfg). setup.cfg and other
-- INI or shell-like settings are not.
local cfg_file_keys = { skeleton = true, mesh = true, animation = true, material = true, morphtarget = true }
function M.cal3d_cfg(lines)
  local file_key, n, broken, bytes = false, 0, 0, 0
  for _, raw in ipairs(lines) do
    if n >= 200 or bytes >= 8192 then break end
    bytes = bytes + #raw + 1
    local s = raw:gsub('^[ \t]+', '')
    if s ~= '' and s:sub(1, 1) ~= '\r' and s:sub(1, 1) ~= '#' then
      n = n + 1
      local key = s:match('^([%w_]+)[ \t]*=')
      if not key then broken = broken + 1
      elseif cfg_file_keys[key] then file_key = true end
    end
  end
  return file_key and broken * 2 < n
end

-- The files the .cfg at `cfg` names under its file keys, after its path=
-- prefix, relative to its folder: a list of { key = 'mesh', path = '/…' }
-- (for init.lua's watch on skeletons and render.lua's character of a mesh).
function M.cfg_names(cfg)
  local ok, lines = pcall(vim.fn.readfile, cfg, '', 400)
  local dir, prefix, out = vim.fn.fnamemodify(cfg, ':p:h'), '', {}
  for _, line in ipairs(ok and lines or {}) do
    local key, value = line:match('^%s*([%w_]+)%s*=%s*(.-)%s*$')
    if key == 'path' then prefix = value
    elseif key and cfg_file_keys[key] and value ~= '' then
      local name = prefix .. value
      out[#out + 1] = { key = key, path = name:sub(1, 1) == '/' and name or (dir .. '/' .. name) }
    end
  end
  return out
end

-- Whether lines are a Dash skeleton in JSON: an array of objects whose first
-- object has a "parentIndex" key within its first 4 KiB (lint/detect.c's
-- looks_like_dash_json). Other JSON is not.
function M.dash_json(lines)
  local t = table.concat(lines, '\n', 1, math.min(#lines, 400)):gsub('^\239\187\191', '')
  local i = t:find('[^ \t\r\n]')
  if not i or t:sub(i, i) ~= '[' then return false end
  i = t:find('[^ \t\r\n]', i + 1)
  if not i or t:sub(i, i) ~= '{' then return false end
  local stop = math.min(#t, i + 4095)
  local depth, q = 1, i
  while q <= stop do
    local c = t:sub(q, q)
    if c == '{' or c == '[' then
      depth = depth + 1
    elseif c == '}' or c == ']' then
      depth = depth - 1
      if depth == 0 then return false end
    elseif c == '"' then
      local k = q + 1
      q = q + 1
      while q <= stop and t:sub(q, q) ~= '"' do
        if t:sub(q, q) == '\\' then q = q + 1 end
        q = q + 1
      end
      if q > stop then return false end
      local after = t:find('[^ \t\r\n]', q + 1)
      if depth == 2 and after and after <= stop and t:sub(after, after) == ':' and t:sub(k, q - 1) == 'parentIndex' then
        return true
      end
    end
    q = q + 1
  end
  return false
end

return M
