// schedule.test.js — when the server re-checks after edits, with the
// settings a new user has (no `debounce`: the adaptive schedule of
// lsp/session/schedule.h). Every check publishes once, so publishes count
// checks. The test waits for events only — the publish that carries a
// version, the trace of a check — never for a time, and asserts nothing a
// loaded machine changes (tests/lsp/under_load.sh runs it beside busy
// loops). The policy itself, which reads the clock and what checks cost,
// is tested with given times in tests/lsp/test_schedule.c; how bursts of
// keystrokes 20 ms apart are coalesced on a 5 MB XSF is measured by
// bench/bench_lsp.sh (bench/RESULTS.md), not asserted here.
//  1. Edits of a small document, each waited for, are each published
//     with their version, and nothing else is needed for it (no further
//     message, no timer the test would have to outwait). The wait the
//     server gives the next edit (its trace) is 0 when the checks it
//     measured were "fast" (2 ms or less): the adaptive schedule is the
//     one in use, not the old fixed 150 ms.
//  2. A burst of 30 keystrokes on a 4.8 MB XSF, not waited for: however
//     the checks fall among them, the publishes come in the order of
//     their versions and the last carries the last keystroke's version
//     (none is lost, none is checked on an older text after a newer one).
//  3. Edits read together are all applied before a check: 30 edits
//     written in one go give one check, even on a small document, each of
//     whose edits alone is checked at once. Publishes come in order, so
//     once the last version's is in, any other check of those edits has
//     been received before it.
//  4. `debounce` still overrides: with debounce 0 every edit of the burst
//     is checked (versions 2 to 11, each once, in order).
// $/logTrace (trace "verbose") says what each check cost and what the
// next edit will wait; the test prints it to explain a failure.
// Usage: node schedule.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const { start } = require('./lib');

const server = process.argv[2];
// A consistent skeleton of 1 + chains × len bones (nothing to report).
function bigXsf(chains, len) {
  const n = 1 + chains * len;
  const out = [`<?xml version="1.0"?>\n<SKELETON VERSION="1000" NUMBONES="${n}">\n`];
  const bone = (id, parent, depth, kids) => {
    out.push(`    <BONE ID="${id}" NAME="Bone${String(id).padStart(6, '0')}" NUMCHILDS="${kids.length}">\n` +
      `        <TRANSLATION>0 0 ${depth ? '1.25' : '0'}</TRANSLATION>\n        <ROTATION>0 0 0 1</ROTATION>\n` +
      `        <LOCALTRANSLATION>0 0 ${(-1.25 * depth).toFixed(6)}</LOCALTRANSLATION>\n` +
      '        <LOCALROTATION>0 0 0 1</LOCALROTATION>\n' +
      `        <PARENTID>${parent}</PARENTID>\n` +
      kids.map((k) => `        <CHILDID>${k}</CHILDID>\n`).join('') + '    </BONE>\n');
  };
  bone(0, -1, 0, Array.from({ length: chains }, (_, c) => 1 + c * len));
  for (let c = 0; c < chains; c++)
    for (let k = 0; k < len; k++) {
      const id = 1 + c * len + k;
      bone(id, k ? id - 1 : 0, k + 1, k + 1 < len ? [id + 1] : []);
    }
  out.push('</SKELETON>\n');
  return out.join('');
}

// Typing a space at the start of line `line` and deleting it again, in turn.
function keystroke(uri, version, line, i) {
  const insert = i % 2 === 0;
  return {
    textDocument: { uri, version },
    contentChanges: [{ range: { start: { line, character: 0 }, end: { line, character: insert ? 0 : 1 } },
      text: insert ? ' ' : '' }],
  };
}

async function session(settings, fn) {
  const c = start(server, settings);
  const traces = c.traces;
  await c.conn.sendRequest('initialize', {
    processId: process.pid, rootUri: null, capabilities: {}, initializationOptions: settings, trace: 'verbose',
  });
  c.conn.sendNotification('initialized', {});
  try {
    await fn(c, traces);
    if (process.env.DEBUG) console.log(traces.join('\n'));
  } catch (e) {
    console.error(traces.join('\n'));
    throw e;
  }
  assert.equal(await c.stop(), 0);
}

// The publishes for uri up to and including the one of `lastVersion`
// (taken out of c.published), in the order they came.
async function publishesThrough(c, uri, lastVersion) {
  const last = await c.diagnostics(uri, lastVersion);
  const before = c.published.filter((p) => p.uri === uri);
  for (const p of before) c.published.splice(c.published.indexOf(p), 1);
  return [...before, last];
}

async function main() {
  const big = bigXsf(500, 30);

  // 1. Edits of a small document, each waited for.
  await session({}, async (c) => {
    const uri = 'file:///schedule/small.xsf';
    const text = bigXsf(10, 10);
    c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'xsf', version: 1, text } });
    await c.diagnostics(uri, 1);
    const costs = [(await c.checked(uri, 1)).ms];
    let fastSeen = 0;
    for (let v = 2; v <= 6; v++) {
      c.conn.sendNotification('textDocument/didChange', keystroke(uri, v, 5, v));
      assert.equal((await c.diagnostics(uri, v)).version, v);
      const t = await c.checked(uri, v);
      costs.push(t.ms);
      // The median of the last three checks (printed to 0.1 ms) against
      // "fast" (2 ms): when it is clearly fast, the next edit waits 0.
      const last = costs.slice(-3).sort((x, y) => x - y);
      const typical = last.length === 3 ? last[1] : last[last.length - 1];
      if (typical < 1.95) {
        assert.equal(t.wait, 0, `checks of ${costs.slice(-3)} ms are fast, yet an edit waits ${t.wait} ms`);
        fastSeen++;
      }
    }
    if (!fastSeen) console.log(`note: no check of the small document took 2 ms or less (${costs} ms): a loaded machine`);

    // 3. Written in one go (one write of 30 frames, under the client
    // library, which writes a message at a time): drained before any
    // check, although each edit of this document alone is checked at once.
    c.published.length = 0;
    let v = 6;
    const frames = [];
    for (let i = 0; i < 30; i++) {
      const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', method: 'textDocument/didChange',
        params: keystroke(uri, ++v, 3 + (i % 40), i) }));
      frames.push(Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body);
    }
    c.proc.stdin.write(Buffer.concat(frames));
    const pubs = await publishesThrough(c, uri, v);
    assert.ok(pubs.length === 1, `30 edits sent at once gave ${pubs.length} checks: versions ${pubs.map((p) => p.version)}`);
  });

  // 2. A burst on a large document, not waited for.
  await session({}, async (c) => {
    const uri = 'file:///schedule/big.xsf';
    c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'xsf', version: 1, text: big } });
    await c.diagnostics(uri, 1);
    let v = 1;
    for (let i = 0; i < 4; i++) {
      c.conn.sendNotification('textDocument/didChange', keystroke(uri, ++v, 1000, i));
      await c.diagnostics(uri, v);
    }
    c.published.length = 0;
    const first = v + 1;
    for (let i = 0; i < 30; i++) {
      c.conn.sendNotification('textDocument/didChange', keystroke(uri, ++v, 2000, i));
      if (i % 3 === 2) await new Promise((r) => setImmediate(r)); // let the library write
    }
    const pubs = await publishesThrough(c, uri, v);
    const versions = pubs.map((p) => p.version);
    assert.ok(versions.every((x, k) => x >= first && (k === 0 || x > versions[k - 1])),
      `publishes of the burst out of order or of older text: versions ${versions}`);
    assert.equal(versions[versions.length - 1], v, 'the last check is of the last keystroke');
    assert.ok(pubs.length <= 30);
    console.log(`burst of 30 keystrokes on the 4.8 MB XSF: ${pubs.length} check(s) (versions ${versions})`);
  });

  // 4. debounce 0: every keystroke is checked.
  await session({ debounce: 0 }, async (c) => {
    const uri = 'file:///schedule/small0.xsf';
    const text = bigXsf(10, 10);
    c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'xsf', version: 1, text } });
    await c.diagnostics(uri, 1);
    c.published.length = 0;
    let v = 1;
    for (let i = 0; i < 10; i++) c.conn.sendNotification('textDocument/didChange', keystroke(uri, ++v, 5, i));
    const pubs = await publishesThrough(c, uri, v);
    assert.deepEqual(pubs.map((p) => p.version), [2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'debounce 0 checks every change');
  });
  console.log('schedule: ok');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
