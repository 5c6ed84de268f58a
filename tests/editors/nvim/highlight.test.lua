-- highlight.test.lua — headless Neovim (0.7+) test of one grammar of grammars/
-- as an editor would use it: load the compiled parser from a shared
-- library, parse a buffer holding a sample file, run the grammar's
-- queries/highlights.scm over it and start the tree-sitter highlighter.
-- Fails (exit 1) on any error or when an expected capture is missing.
-- Environment: TS_LANG (bon, lgw, bonespro), TS_PARSER (its .so),
-- TS_QUERIES (highlights.scm), TS_SAMPLE (a file to highlight),
-- TS_CAPTURES (the captures it must produce, space-separated).
local function fail(msg)
  io.stderr:write('FAIL: ' .. msg .. '\n')
  vim.cmd('cquit 1')
end

local ok, err = pcall(function()
  local lang = assert(os.getenv('TS_LANG'), 'TS_LANG is not set')
  local parser_path = assert(os.getenv('TS_PARSER'), 'TS_PARSER is not set')
  local query_path = assert(os.getenv('TS_QUERIES'), 'TS_QUERIES is not set')
  local sample = assert(os.getenv('TS_SAMPLE'), 'TS_SAMPLE is not set')
  local captures = assert(os.getenv('TS_CAPTURES'), 'TS_CAPTURES is not set')
  vim.treesitter.require_language(lang, parser_path)

  local buf = vim.api.nvim_create_buf(false, true)
  vim.api.nvim_set_current_buf(buf)
  local lines = {}
  for line in io.lines(sample) do table.insert(lines, (line:gsub('\r$', ''))) end
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)

  local parser = vim.treesitter.get_parser(buf, lang)
  local tree = parser:parse()[1]
  local root = tree:root()
  assert(root:type() == 'source_file', 'root is ' .. root:type())

  local f = assert(io.open(query_path, 'r'))
  local text = f:read('*a')
  f:close()
  local parse_query = vim.treesitter.query and vim.treesitter.query.parse_query
    or vim.treesitter.parse_query
  local query = parse_query(lang, text)

  local seen = {}
  for id, node in query:iter_captures(root, buf, 0, -1) do
    local name = query.captures[id]
    seen[name] = (seen[name] or 0) + 1
  end
  for want in captures:gmatch('%S+') do
    assert(seen[want], 'no @' .. want .. ' capture')
  end

  -- The highlighter itself, as :TSBufEnable / vim.treesitter.start would run it.
  local hl = vim.treesitter.highlighter.new(parser, { queries = { [lang] = text } })
  assert(hl, 'no highlighter')
  vim.cmd('redraw')

  local names = {}
  for k, v in pairs(seen) do table.insert(names, k .. '=' .. v) end
  table.sort(names)
  print('ok: captures ' .. table.concat(names, ' '))
end)

if not ok then fail(tostring(err)) end
vim.cmd('qall!')
