import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { EVENTS_CONTROL_PORT } from './support/events-remote-control.mjs';

// A fresh API database for every run, seeded with the demo content at start.
const dataDir = process.env.KORA_E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'kora-e2e-'));
process.env.KORA_E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  // Two projects, run one after the other by `run-flows.mjs`: the pages, read by two workers at once (they
  // only read), then the flows, one at a time (they sign up, buy, and take the events remote down).
  workers: 2,
  projects: [
    { name: 'pages', testMatch: 'layout.spec.ts', fullyParallel: true },
    { name: 'flows', testIgnore: 'layout.spec.ts', fullyParallel: false, workers: 1 },
  ],
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  // The pictures of screenshots.spec.ts are the site's, whichever run takes them: no project in their names.
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  expect: {
    timeout: 10_000,
    // Pictures of the pages (screenshots.spec.ts): a small tolerance for anti-aliasing, nothing moving.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://localhost:3000',
    // Kora is French first: the browser asks for French, as most of its visitors' browsers do.
    locale: 'fr-FR',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
    },
    trace: 'retain-on-failure',
    // The page's own network, which the flows watch and steer; the service worker's flows allow it
    // (offline.spec.ts, redeploy.spec.ts).
    serviceWorkers: 'block',
  },
  webServer: [
    {
      // Every server but the events remote's, which a flow may take down (support/fixtures.ts).
      command: 'node ../shared/build/site.mjs --skip events',
      url: 'http://localhost:3000/remotes.json',
      reuseExistingServer: false,
      timeout: 180_000,
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdout: 'pipe',
    },
    {
      command: 'node support/events-remote-server.mjs',
      url: `http://127.0.0.1:${EVENTS_CONTROL_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
