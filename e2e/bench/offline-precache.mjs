#!/usr/bin/env node
/**
 * What the service worker keeps for opening Kora with no network, from the production builds: the shell's
 * release (the list the build gives the worker) and each kept remote's current release (its manifest's
 * files and remoteEntry.js), raw and as the wire carries them (brotli). Deterministic: bytes, not time.
 *   node --import tsx e2e/bench/offline-precache.mjs   (after npm run build)
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { APPS } = require('../../shared/build/apps.js');
const { precacheEntries } = require('../../shared/build/service-worker-plugin.js');
const { releaseFiles } = await import('../../shell/src/offline/worker/remote-releases.ts');

function sizes(dir, files) {
  let raw = 0;
  let wire = 0;
  for (const file of files) {
    const full = path.join(dir, file);
    const bytes = statSync(full).size;
    raw += bytes;
    wire += existsSync(`${full}.br`) ? statSync(`${full}.br`).size : bytes;
  }
  return { files: files.length, raw, wire };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];

const shellDir = path.join(root, 'shell/dist');
const shellRelease = JSON.parse(readFileSync(path.join(shellDir, 'releases.json'), 'utf8')).releases[0].files;
const shellAssets = shellRelease.map((name) => ({
  name,
  source: { buffer: () => readFileSync(path.join(shellDir, name)) },
}));
rows.push([
  'shell',
  sizes(
    shellDir,
    precacheEntries(shellAssets).map((entry) => entry.url.slice(1)),
  ),
]);

// The creator's tools are not kept (service-worker.ts): they need the network.
for (const app of ['catalogue', 'events', 'store', 'account']) {
  const dir = path.join(root, APPS[app].dir, 'dist');
  const entry = 'http://remote/remoteEntry.js';
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const files = [...releaseFiles(manifest, entry).map((url) => new URL(url).pathname.slice(1)), 'remoteEntry.js'];
  rows.push([app, sizes(dir, files)]);
}

const total = rows.reduce(
  (sum, [, s]) => ({ files: sum.files + s.files, raw: sum.raw + s.raw, wire: sum.wire + s.wire }),
  {
    files: 0,
    raw: 0,
    wire: 0,
  },
);
for (const [app, s] of [...rows, ['total', total]]) {
  console.log(
    `${app.padEnd(10)} ${String(s.files).padStart(4)} files  ${kb(s.raw).padStart(10)} raw  ${kb(s.wire).padStart(9)} brotli`,
  );
}
