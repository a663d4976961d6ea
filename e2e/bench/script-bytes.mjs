/**
 * The JavaScript a page's first load brings, per origin (compressed as transferred, and raw), with its
 * largest files named by the shared module or exposed module they belong to; and each remote's entry files.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { APPS, portOf } = require('../../shared/build/apps.js');

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** What each of an origin's files belongs to: the shared module or exposed module whose files list it. */
export function fileLabels(root) {
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
    const sharedBy = (file) => stats.shared.filter((shared) => shared.assets.js.sync.includes(file)).length;
    for (const { name, files } of owners) {
      for (const file of files) {
        if (labels.has(`${origin}/${file}`)) continue;
        // The shell's start file holds every library it shares: named for them all, not the first.
        const count = sharedBy(file);
        labels.set(`${origin}/${file}`, count > 1 ? `${count} shared modules (the page's start)` : name);
      }
    }
    labels.set(
      `${origin}/${app === 'shell' ? 'main.js' : 'remoteEntry.js'}`,
      app === 'shell' ? 'federation runtime + shell entry' : 'remote entry',
    );
  }
  return labels;
}

/** The page's first load in a new context (a cold cache), `session` stored first when given. */
export async function firstLoad(browser, url, contextOptions, session) {
  const context = await browser.newContext(contextOptions);
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
    const address = new URL(request.url());
    if (!address.pathname.endsWith('.js')) return;
    const response = await request.response();
    const body = await response?.body().catch(() => null);
    const sizes = await request.sizes().catch(() => null);
    if (!body || !sizes) return;
    files.push({ origin: address.origin, url: address.href, transferred: sizes.responseBodySize, raw: body.length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return files;
}

export function printFirstLoad(address, files, labels) {
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

export function printRemoteEntries(root) {
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
}
