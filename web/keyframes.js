// keyframes.js — where an XAF animation's findings are: the <KEYFRAME TIME=…>
// that holds each finding's place and the <TRACK BONEID=…> around it, read
// from the file's own text (the report gives each finding's line and
// column), for the player's timeline marks and the bone it highlights.

/** The elements of an XAF's text: [{kind: 'TRACK'|'KEYFRAME', start, end,
 * value}] in file order, `value` the BONEID or TIME written (a number, or
 * null when not one), [start, end) the element from its tag to its closing
 * tag (or its own end when it closes itself, or the next element of its
 * kind when it is never closed). */
function elements(text) {
  const out = [];
  const open = {TRACK: null, KEYFRAME: null};
  const re = /<(\/?)(TRACK|KEYFRAME)\b([^>]*)>/gi;
  for (let m; (m = re.exec(text)) !== null;) {
    const kind = m[2].toUpperCase();
    if (m[1]) {
      if (open[kind]) open[kind].end = re.lastIndex, open[kind] = null;
      continue;
    }
    if (open[kind]) open[kind].end = m.index;
    if (kind === 'TRACK' && open.KEYFRAME) open.KEYFRAME.end = m.index, open.KEYFRAME = null;
    const attr = new RegExp(`\\b${kind === 'TRACK' ? 'BONEID' : 'TIME'}\\s*=\\s*["']([^"']*)["']`, 'i').exec(m[3]);
    const value = attr && attr[1].trim() !== '' && Number.isFinite(Number(attr[1])) ? Number(attr[1]) : null;
    const el = {kind, start: m.index, end: text.length, value};
    out.push(el);
    open[kind] = m[3].trimEnd().endsWith('/') ? null : el;
    if (!open[kind]) el.end = re.lastIndex;
  }
  return out;
}

/** The offset of each line's start. */
function lineStarts(text) {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** For each finding of the XAF whose text is `text` ({start: {line,
 * column}}, 1-based; none of a binary file, placed by byte), {time, bone}: the TIME of the keyframe that holds
 * its place and the BONEID of the track that does (null when none does, or
 * its value is not a number). */
export function placesOf(text, diags) {
  const els = elements(text);
  const starts = lineStarts(text);
  const of = {TRACK: els.filter((e) => e.kind === 'TRACK'), KEYFRAME: els.filter((e) => e.kind === 'KEYFRAME')};
  // Elements of a kind do not overlap: the one holding `at` is the last
  // that starts at or before it (by bisection), if it has not ended.
  const inside = (kind, at) => {
    const list = of[kind];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid].start <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo && at < list[lo - 1].end ? list[lo - 1] : null;
  };
  return diags.map((d) => {
    // A binary CAF's findings (whatever its name) are placed by byte.
    if (d.byteOffset !== undefined) return {time: null, bone: null};
    const line = d.start && d.start.line ? d.start.line : 0;
    if (line < 1 || line > starts.length) return {time: null, bone: null};
    const at = starts[line - 1] + Math.max(0, (d.start.column || 1) - 1);
    const key = inside('KEYFRAME', at);
    const track = inside('TRACK', at);
    return {time: key ? key.value : null, bone: track ? track.value : null};
  });
}

/** The timeline's marks: one per keyframe time that has findings,
 * [{time, diags: [index…]}] in time order. */
export function marksOf(places) {
  const byTime = new Map();
  places.forEach((p, i) => {
    if (p.time === null) return;
    if (!byTime.has(p.time)) byTime.set(p.time, []);
    byTime.get(p.time).push(i);
  });
  return [...byTime].sort((a, b) => a[0] - b[0]).map(([time, diags]) => ({time, diags}));
}

/** For each finding of a binary CAF (placed by byte, its message naming
 * "keyframe K of track T" or "track T"), {time, bone}: the TIME of the K-th
 * keyframe of the T-th track and that track's BONEID, read from `xaf`, the
 * text `skellint show` writes for the CAF (the same tracks and keyframes, in
 * the file's order, each time as the engine decoded it — compressed or not).
 * The message names its record exactly, where a byte offset would need the
 * CAF's layouts (plain, compressed, IMVU, version 1300 flags) read again
 * here; a finding naming neither (the header, a NaN field) gets none. */
export function placesOfShown(xaf, diags) {
  const tracks = [];
  for (const el of elements(xaf)) {
    if (el.kind === 'TRACK') tracks.push({bone: el.value, keys: []});
    else if (tracks.length) tracks[tracks.length - 1].keys.push(el.value);
  }
  return diags.map((d) => {
    const msg = d.message || '';
    const k = /\bkeyframe (\d+) of track (\d+)/.exec(msg);
    const t = k ? null : /\btrack (\d+)\b/.exec(msg);
    const track = tracks[Number(k ? k[2] : t ? t[1] : -1)];
    if (!track) return {time: null, bone: null};
    const time = k && track.keys[Number(k[1])] !== undefined ? track.keys[Number(k[1])] : null;
    return {time, bone: track.bone};
  });
}
