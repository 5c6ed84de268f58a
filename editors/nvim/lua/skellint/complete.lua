-- skellint/complete.lua — completion in the buffers the plugin attaches to
-- the server (init.lua calls attach): `omnifunc` becomes the LSP one, so
-- that <C-x><C-o> offers what the server offers (bone IDs in a PARENTID,
-- serials in a .bon TREEPART, each format's keywords), unless the user set
-- their own — only an empty value or a filetype plugin's default
-- (xmlcomplete#CompleteTags, which Neovim's XML ftplugin sets for the
-- Cal3D XML filetypes) is replaced; and completion opens by itself when a
-- character the server declares as a trigger (completionProvider.
-- triggerCharacters: `>` `,` `=` `"` `<`) is typed — the request says
-- which (triggerKind 2), and the server answers only where that character
-- opens a field of the format (a `,` in TREEPART, the `>` of <PARENTID>),
-- with nothing elsewhere. Neovim 0.11+ does the latter itself
-- (vim.lsp.completion with autotrigger); before, the plugin does. Off with
-- `omnifunc = false` / `complete_on_trigger = false` in setup(), and by
-- itself when nvim-cmp or blink.cmp is loaded (they use the same triggers).
local M = {}

-- What filetype plugins leave in 'omnifunc': replaced, as nothing the
-- user chose.
local ftplugin_defaults = { [''] = true, ['xmlcomplete#CompleteTags'] = true }

function M.set_omnifunc(buf)
  if ftplugin_defaults[vim.bo[buf].omnifunc] then
    vim.bo[buf].omnifunc = 'v:lua.vim.lsp.omnifunc'
    return true
  end
  return false
end

local function completion_plugin()
  return package.loaded['cmp'] ~= nil or package.loaded['blink.cmp'] ~= nil
end

local function trigger_characters(client)
  local caps = client and client.server_capabilities
  local cp = caps and caps.completionProvider
  return (type(cp) == 'table' and cp.triggerCharacters) or {}
end

-- Asks the server for completion at the cursor because `ch` was typed,
-- and shows what it answers (nothing when it answers nothing, or when the
-- cursor moved on meanwhile).
function M.request(buf, client, ch)
  if vim.api.nvim_get_current_buf() ~= buf or vim.fn.mode() ~= 'i' then return end
  local win = vim.api.nvim_get_current_win()
  local pos = vim.api.nvim_win_get_cursor(win)
  local params = vim.lsp.util.make_position_params(win, client.offset_encoding)
  params.context = { triggerKind = 2, triggerCharacter = ch }
  client.request('textDocument/completion', params, function(err, result)
    if err or not result or vim.fn.mode() ~= 'i' or vim.api.nvim_get_current_buf() ~= buf then return end
    local now = vim.api.nvim_win_get_cursor(0)
    if now[1] ~= pos[1] or now[2] ~= pos[2] then return end
    local items = vim.lsp.util.text_document_completion_list_to_complete_items(result, '')
    if #items > 0 then vim.fn.complete(pos[2] + 1, items) end
  end, buf)
end

local function autotrigger(buf, client_id)
  if vim.b[buf].skellint_autotrigger then return end
  vim.b[buf].skellint_autotrigger = true
  if vim.lsp.completion and vim.lsp.completion.enable then -- Neovim 0.11+
    vim.lsp.completion.enable(true, client_id, buf, { autotrigger = true })
    return
  end
  vim.api.nvim_create_autocmd('InsertCharPre', {
    buffer = buf,
    callback = function()
      local ch = vim.v.char
      local client = vim.lsp.get_client_by_id(client_id)
      if not client or vim.fn.pumvisible() == 1 then return end
      if vim.tbl_contains(trigger_characters(client), ch) then
        -- After the character is in the buffer.
        vim.schedule(function() M.request(buf, client, ch) end)
      end
    end,
  })
end

-- buf was attached to the server `client_id`.
function M.attach(buf, client_id, opts)
  if opts.omnifunc ~= false then M.set_omnifunc(buf) end
  if opts.complete_on_trigger ~= false and not completion_plugin() then autotrigger(buf, client_id) end
end

return M
