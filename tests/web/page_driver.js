// page_driver.js — the web page (build-web/site) driven as a user drives
// it, shared by tests/web/page.test.js and bench/web_page.js: a static
// server of the site on 127.0.0.1, Chromium's flags, files and folders
// given through the page's pickers, and the longest time the page's
// thread was held between two points.
'use strict';
const fs = require('fs');
const path = require('path');
const http = require('http');
const assert = require('assert');

// ---- a static server of the site on 127.0.0.1 ---------------------------------

const TYPES = {'.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.json': 'application/json'};

function serve(root) {
  const server = http.createServer((req, res) => {
    let p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (p.endsWith('/')) p += 'index.html';
    const file = path.join(root, path.normalize(p));
    if (!file.startsWith(root + path.sep)) {
      res.statusCode = 403;
      return res.end();
    }
    fs.readFile(file, (err, data) => {
      if (err) {
        res.statusCode = 404;
        return res.end();
      }
      res.setHeader('Content-Type', TYPES[path.extname(file)] || 'application/octet-stream');
      res.end(data);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---- the page ----------------------------------------------------------------

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The page's main thread, watched by a timer every 20 ms: the longest
 * time it was held between watchMainThread and mainThreadHeld. */
function watchMainThread(page) {
  return page.evaluate(() => {
    window.__gap = 0;
    let last = performance.now();
    window.__timer = setInterval(() => {
      const now = performance.now();
      window.__gap = Math.max(window.__gap, now - last);
      last = now;
    }, 20);
  });
}

function mainThreadHeld(page) {
  return page.evaluate(() => {
    clearInterval(window.__timer);
    return window.__gap;
  });
}

/** Waits until the page has finished one more check than `before`. */
async function checked(page, before) {
  await page.waitForFunction((n) => Number(document.body.dataset.runs || 0) > n &&
    document.body.dataset.state !== 'checking', before, {timeout: 300000});
  const state = await page.evaluate(() => document.body.dataset.state);
  assert.strictEqual(state, 'done', 'the check finished: ' + await page.textContent('#status-text'));
}

async function runs(page) {
  return page.evaluate(() => Number(document.body.dataset.runs || 0));
}

/** Files given are added to those given before: "Clear all files" first,
 * unless `add`. */
async function clearFiles(page) {
  if (await page.isVisible('#clear')) await page.click('#clear');
}

async function giveFolder(page, dir, {add = false} = {}) {
  if (!add) await clearFiles(page);
  const n = await runs(page);
  await page.setInputFiles('#pick-folder', dir);
  await checked(page, n);
}

async function giveFiles(page, files, {add = false} = {}) {
  if (!add) await clearFiles(page);
  const n = await runs(page);
  await page.setInputFiles('#pick-files', files);
  await checked(page, n);
}

module.exports = {serve, FLAGS, watchMainThread, mainThreadHeld, checked, runs, clearFiles, giveFolder, giveFiles};
