#!/usr/bin/env node
/**
 * The browser tests: the pages (read at once by two workers), then the flows (one at a time), each as a
 * run of its own (playwright.config.ts), so a page that fails never keeps the flows from running. What is
 * given is passed to both runs (a file, `--grep`…); the exit code is the first failure's.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const playwright = require.resolve('@playwright/test/cli');
const given = process.argv.slice(2);

let status = 0;
for (const project of ['pages', 'flows']) {
  const run = spawnSync(process.execPath, [playwright, 'test', `--project=${project}`, '--pass-with-no-tests', ...given], {
    stdio: 'inherit',
  });
  if (status === 0) status = run.status ?? 1;
}
process.exit(status);
