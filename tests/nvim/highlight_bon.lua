-- highlight_bon.lua — headless Neovim (0.7+) test of grammars/bon as an
-- editor would use it: load the compiled parser from a shared library,
-- parse a buffer, run queries/highlights.scm over it and start the
-- tree-sitter highlighter. Fails (exit 1) on any error or when the
-- expected captures are missing.
-- Environment: BON_PARSER (path of bon.so), BON_QUERIES (highlights.scm).
local function fail(msg)
  io.stderr:write('FAIL: ' .. msg .. '\n')
  vim.cmd('cquit 1')
end

local ok, err = pcall(function()
  local parser_path = assert(os.getenv('BON_PARSER'), 'BON_PARSER is not set')
  local query_path = assert(os.getenv('BON_QUERIES'), 'BON_QUERIES is not set')
  vim.treesitter.require_language('bon', parser_path)

  local buf = vim.api.nvim_create_buf(false, true)
  vim.api.nvim_set_current_buf(buf)
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, {
    'BoneFile : type separated : ver1001',
    'RELATIVE_BONENO_MODE',
    'NAMEPART_START',
    '0000:腰',
    '０００１：胸',
    'NAMEPART_END',
    'TREEPART_START',
    '-0001,0000，0001,',
    '(途中省略)',
    'TREEPART_END',
  })

  local parser = vim.treesitter.get_parser(buf, 'bon')
  local tree = parser:parse()[1]
  local root = tree:root()
  assert(root:type() == 'source_file', 'root is ' .. root:type())

  local f = assert(io.open(query_path, 'r'))
  local text = f:read('*a')
  f:close()
  local parse_query = vim.treesitter.query and vim.treesitter.query.parse_query
    or vim.treesitter.parse_query
  local query = parse_query('bon', text)

  local seen = {}
  for id, node in query:iter_captures(root, buf, 0, -1) do
    local name = query.captures[id]
    seen[name] = (seen[name] or 0) + 1
  end
  for _, want in ipairs({ 'keyword', 'type', 'number', 'string', 'punctuation.delimiter', 'error' }) do
    assert(seen[want], 'no @' .. want .. ' capture')
  end

  -- The highlighter itself, as :TSBufEnable / vim.treesitter.start would run it.
  local hl = vim.treesitter.highlighter.new(parser, { queries = { bon = text } })
  assert(hl, 'no highlighter')
  vim.cmd('redraw')

  local names = {}
  for k, v in pairs(seen) do table.insert(names, k .. '=' .. v) end
  table.sort(names)
  print('ok: captures ' .. table.concat(names, ' '))
end)

if not ok then fail(tostring(err)) end
vim.cmd('qall!')
