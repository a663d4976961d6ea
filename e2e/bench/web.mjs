#!/usr/bin/env node
/**
 * Web figures of the production builds: loads each page given (default /) in Chromium, cold, and
 * prints per origin the JavaScript bytes (raw and gzip) and the number of requests of its first load,
 * then each remote's mf-manifest.json and remoteEntry.js sizes. Run through `npm run bench:web` (which
 * builds first), e.g. `npm run bench:web -- / /events`. With KORA_BENCH_USER=<username>:<password> the
 * pages are loaded signed in as that account, e.g. KORA_BENCH_USER=lina.duval:Artiste2025 for the
 * creator tools.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
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

const site = spawn('node', ['shared/build/site.mjs'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kora-bench-')), LOG_LEVEL: 'warn' },
  stdio: 'ignore',
  detached: true,
});

try {
  await waitFor(`${SHELL}/remotes.json`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
  const session = await benchSession();
  for (const address of pages) {
    const context = await browser.newContext();
    if (session) {
      await context.addInitScript(({ token, username, email }) => {
        localStorage.setItem('jwt_token', token);
        localStorage.setItem('username', username);
        localStorage.setItem('user_email', email);
      }, session);
    }
    const page = await context.newPage();
    const perOrigin = new Map();
    page.on('response', async (response) => {
      const url = new URL(response.url());
      const entry = perOrigin.get(url.origin) ?? { requests: 0, jsFiles: 0, jsRaw: 0, jsGzip: 0 };
      entry.requests += 1;
      perOrigin.set(url.origin, entry);
      if (url.pathname.endsWith('.js')) {
        const body = await response.body().catch(() => Buffer.alloc(0));
        entry.jsFiles += 1;
        entry.jsRaw += body.length;
        entry.jsGzip += gzipSync(body).length;
      }
    });
    const started = Date.now();
    await page.goto(`${SHELL}${address}`, { waitUntil: 'networkidle' });
    const loadMs = Date.now() - started;
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        domContentLoaded: Math.round(nav.domContentLoadedEventEnd),
        firstContentfulPaint: Math.round(fcp?.startTime ?? 0),
      };
    });
    await context.close();

    console.log(`\nFirst load of ${address} (production builds, loopback, cold cache)`);
    console.log('origin                     requests  js files  js raw      js gzip');
    let total = { requests: 0, jsRaw: 0, jsGzip: 0 };
    for (const [origin, e] of [...perOrigin.entries()].sort()) {
      console.log(
        `${origin.padEnd(27)}${String(e.requests).padStart(8)}${String(e.jsFiles).padStart(10)}  ${kb(e.jsRaw).padStart(10)}  ${kb(e.jsGzip).padStart(10)}`,
      );
      total = { requests: total.requests + e.requests, jsRaw: total.jsRaw + e.jsRaw, jsGzip: total.jsGzip + e.jsGzip };
    }
    console.log(
      `${'total'.padEnd(27)}${String(total.requests).padStart(8)}${''.padStart(10)}  ${kb(total.jsRaw).padStart(10)}  ${kb(total.jsGzip).padStart(10)}`,
    );
    console.log(
      `network idle after ${loadMs} ms; DOMContentLoaded ${timing.domContentLoaded} ms; first contentful paint ${timing.firstContentfulPaint} ms`,
    );
  }
  await browser.close();

  console.log('\nRemote entry files');
  console.log('remote          mf-manifest.json   remoteEntry.js (raw / gzip)');
  for (const dir of ['mf-catalogue', 'mf-events', 'mf-store', 'mf-account', 'mf-creator']) {
    const dist = path.join(root, dir, 'dist');
    const manifest = statSync(path.join(dist, 'mf-manifest.json')).size;
    const entry = readFileSync(path.join(dist, 'remoteEntry.js'));
    console.log(`${dir.padEnd(16)}${kb(manifest).padStart(16)}   ${kb(entry.length)} / ${kb(gzipSync(entry).length)}`);
  }
} finally {
  process.kill(-site.pid, 'SIGTERM');
}
