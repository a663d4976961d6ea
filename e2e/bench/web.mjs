#!/usr/bin/env node
/**
 * Web figures of the production builds, as a phone sees them. For each page given (default: /, /releases,
 * /release/<first release>, /events, /store, /artists) it prints
 *   - Lighthouse 12 mobile (default simulated throttling), of KORA_BENCH_RUNS runs (3 unless told) the
 *     one with the median performance score: performance (and the range of the runs' scores),
 *     accessibility, best-practices and SEO scores, LCP, TBT, CLS;
 *   - the first load in Chromium at a phone's size, cold: per origin the JavaScript bytes as transferred
 *     (compressed) and uncompressed, the number of JS requests, and the largest files, each named by the
 *     shared module or exposed module it belongs to (from the app's mf-stats.json);
 * then the time to move between remotes with a warm cache (navigation.mjs), and each remote's
 * mf-manifest.json and remoteEntry.js sizes. Run through `npm run bench:web` (which
 * builds first), e.g. `npm run bench:web -- / /events`; `KORA_BENCH_LIGHTHOUSE=0` skips Lighthouse. With
 * KORA_BENCH_USER=<username>:<password> the pages are loaded signed in as that account, e.g.
 * KORA_BENCH_USER=lina.duval:Artiste2025 for the creator tools (Lighthouse then runs signed out).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { measureNavigation, printNavigation } from './navigation.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { APPS, portOf } = require('../../shared/build/apps.js');
/** The phone Lighthouse's mobile preset emulates (moto g power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const SHELL = 'http://localhost:3000';
const API = 'http://localhost:4000';

/** The session a sign-in stores, for KORA_BENCH_USER; null to load the pages signed out. */
async function benchSession() {
  const account = process.env.KORA_BENCH_USER;
  if (!account) return null;
  const [username, password] = account.split(':');
  const response = await fetch(`${API}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} answered ${response.status}`);
  const { token, user } = await response.json();
  return { token, username: user.username, email: user.email };
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function waitFor(url, ms = 180_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** What each of an origin's files belongs to: the shared module or exposed module whose files list it. */
function fileLabels() {
  const labels = new Map();
  for (const app of Object.keys(APPS)) {
    let stats;
    try {
      stats = JSON.parse(readFileSync(path.join(root, APPS[app].dir, 'dist', 'mf-stats.json'), 'utf8'));
    } catch {
      continue;
    }
    const origin = `http://localhost:${portOf(app)}`;
    const owners = [
      ...stats.shared.map((shared) => ({ name: shared.name, files: shared.assets.js.sync })),
      ...stats.exposes.map((expose) => ({ name: `${app}:${expose.path}`, files: expose.assets.js.sync })),
    ].sort((a, b) => a.files.length - b.files.length);
    for (const { name, files } of owners) {
      for (const file of files) if (!labels.has(`${origin}/${file}`)) labels.set(`${origin}/${file}`, name);
    }
    labels.set(
      `${origin}/${app === 'shell' ? 'main.js' : 'remoteEntry.js'}`,
      app === 'shell' ? 'federation runtime + shell entry' : 'remote entry',
    );
  }
  return labels;
}

async function defaultPages() {
  const [release] = await (await fetch(`${API}/api/releases?limit=1`)).json();
  return ['/', '/releases', `/release/${release.id}`, '/events', '/store', '/artists'];
}

/** Lighthouse runs per page: a run moves with whatever else the machine does, so the median is reported. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.KORA_BENCH_RUNS ?? 3));

/** One Lighthouse mobile run of a page, in a Chromium of its own. */
async function lighthouseRun(address) {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const { lhr } = await lighthouse(`${SHELL}${address}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    return lhr;
  } finally {
    await chrome.kill();
  }
}

const scoreOf = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** A page's figures from the run with the median performance score, with the range of the runs' scores. */
async function lighthouseFigures(address) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await lighthouseRun(address));
  runs.sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'));
  const lhr = runs[Math.floor(runs.length / 2)];
  const audit = (id) => lhr.audits[id];
  const performances = runs.map((run) => scoreOf(run, 'performance'));
  return {
    performance: scoreOf(lhr, 'performance'),
    range: `${Math.min(...performances)}–${Math.max(...performances)}`,
    accessibility: scoreOf(lhr, 'accessibility'),
    bestPractices: scoreOf(lhr, 'best-practices'),
    seo: scoreOf(lhr, 'seo'),
    lcp: `${(audit('largest-contentful-paint').numericValue / 1000).toFixed(1)} s`,
    tbt: `${Math.round(audit('total-blocking-time').numericValue)} ms`,
    cls: audit('cumulative-layout-shift').numericValue.toFixed(3),
    bytes: kb(audit('total-byte-weight').numericValue),
  };
}

/** The page's first load at a phone's size: JS per origin, compressed as transferred and raw. */
async function firstLoad(browser, address, session) {
  const context = await browser.newContext(PHONE);
  if (session) {
    await context.addInitScript(({ token, username, email }) => {
      localStorage.setItem('jwt_token', token);
      localStorage.setItem('username', username);
      localStorage.setItem('user_email', email);
    }, session);
  }
  const page = await context.newPage();
  const files = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('.js')) return;
    const response = await request.response();
    const body = await response?.body().catch(() => null);
    const sizes = await request.sizes().catch(() => null);
    if (!body || !sizes) return;
    files.push({ origin: url.origin, url: url.href, transferred: sizes.responseBodySize, raw: body.length });
  });
  await page.goto(`${SHELL}${address}`, { waitUntil: 'networkidle' });
  await context.close();
  return files;
}

function printFirstLoad(address, files, labels) {
  console.log(`\nFirst load of ${address} at 412 × 823 (production builds, loopback, cold cache)`);
  console.log('origin                     js requests  js compressed     js raw');
  const origins = [...new Set(files.map((f) => f.origin))].sort();
  let total = { requests: 0, transferred: 0, raw: 0 };
  for (const origin of origins) {
    const mine = files.filter((f) => f.origin === origin);
    const transferred = mine.reduce((sum, f) => sum + f.transferred, 0);
    const raw = mine.reduce((sum, f) => sum + f.raw, 0);
    console.log(
      `${origin.padEnd(27)}${String(mine.length).padStart(11)}  ${kb(transferred).padStart(13)} ${kb(raw).padStart(10)}`,
    );
    total = {
      requests: total.requests + mine.length,
      transferred: total.transferred + transferred,
      raw: total.raw + raw,
    };
  }
  console.log(
    `${'total'.padEnd(27)}${String(total.requests).padStart(11)}  ${kb(total.transferred).padStart(13)} ${kb(total.raw).padStart(10)}`,
  );
  console.log('largest files (compressed):');
  for (const f of [...files].sort((a, b) => b.transferred - a.transferred).slice(0, 8)) {
    console.log(`  ${kb(f.transferred).padStart(9)}  ${(labels.get(f.url.split('?')[0]) ?? '').padEnd(40)} ${f.url}`);
  }
}

const site = spawn('node', ['shared/build/site.mjs'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kora-bench-')), LOG_LEVEL: 'warn' },
  stdio: 'ignore',
  detached: true,
});

try {
  await waitFor(`${SHELL}/remotes.json`);
  await waitFor(`${API}/api/health`);
  const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : await defaultPages();
  const session = await benchSession();
  const labels = fileLabels();
  const scores = [];
  if (process.env.KORA_BENCH_LIGHTHOUSE !== '0') {
    for (const address of pages) scores.push({ address, ...(await lighthouseFigures(address)) });
    console.log(
      `\nLighthouse 12, mobile, simulated throttling (signed out): of ${LIGHTHOUSE_RUNS} run(s) a page, the one with the median performance score, and the range of the scores`,
    );
    console.log('page                 perf   range  a11y  best  seo    LCP      TBT     CLS    bytes');
    for (const s of scores) {
      console.log(
        `${s.address.padEnd(20)}${String(s.performance).padStart(5)}${s.range.padStart(8)}${String(s.accessibility).padStart(6)}${String(s.bestPractices).padStart(6)}${String(s.seo).padStart(5)}  ${s.lcp.padStart(6)}  ${s.tbt.padStart(7)}  ${s.cls.padStart(6)}  ${s.bytes.padStart(9)}`,
      );
    }
  }

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  for (const address of pages) printFirstLoad(address, await firstLoad(browser, address, session), labels);
  printNavigation(await measureNavigation(browser, SHELL));
  await browser.close();

  console.log('\nRemote entry files');
  console.log('remote          mf-manifest.json   remoteEntry.js (raw / gzip / brotli)');
  for (const dir of ['mf-catalogue', 'mf-events', 'mf-store', 'mf-account', 'mf-creator']) {
    const dist = path.join(root, dir, 'dist');
    const manifest = statSync(path.join(dist, 'mf-manifest.json')).size;
    const entry = readFileSync(path.join(dist, 'remoteEntry.js'));
    console.log(
      `${dir.padEnd(16)}${kb(manifest).padStart(16)}   ${kb(entry.length)} / ${kb(gzipSync(entry).length)} / ${kb(brotliCompressSync(entry).length)}`,
    );
  }
} finally {
  try {
    process.kill(-site.pid, 'SIGTERM');
  } catch {
    // the site stopped on its own (see its error above)
  }
}
