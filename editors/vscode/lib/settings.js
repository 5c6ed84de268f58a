// settings.js — the `skellint.*` settings as the server reads them
// (lsp/session/config.c): the same keys as .skellint.json in camelCase. Unset
// values (null, empty) are left out so the server's defaults apply; `path`
// and `trace` are the client's own and never sent.
'use strict';

const NUMBERS = ['weightTolerance', 'maxInfluences', 'quaternionTolerance', 'bindPoseTolerance', 'timeTolerance', 'debounce'];

// `get(key)` reads one setting (vscode.WorkspaceConfiguration.get).
function serverSettings(get) {
  const out = {};
  const profile = get('profile');
  if (typeof profile === 'string' && profile) out.profile = profile;
  const skeleton = get('skeleton');
  if (typeof skeleton === 'string' && skeleton) out.skeleton = skeleton;
  for (const key of NUMBERS) {
    const v = get(key);
    if (typeof v === 'number' && Number.isFinite(v)) out[key] = v;
  }
  const severity = get('severity');
  if (severity && typeof severity === 'object' && Object.keys(severity).length) {
    out.severity = { ...severity };
  }
  const select = get('select');
  if (Array.isArray(select)) out.select = [...select];
  const ignore = get('ignore');
  if (Array.isArray(ignore) && ignore.length) out.ignore = [...ignore];
  return out;
}

module.exports = { serverSettings };
