#!/usr/bin/env node
/**
 * npm run typecheck: the whole repository's types, two programs at a time.
 *
 * The browser packages (the kernel and every app of src/apps.json) are checked as one program: they
 * share the compiler options and the kernel's sources, which one program per package read and checked
 * again each time (about three times the CPU). The API and the browser tests, with options of their own,
 * are checked as their packages check them. A package's own `npm run typecheck -w` still checks it alone.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { APPS } = require('./apps.js');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const browserDirs = ['shared', ...Object.values(APPS).map((app) => app.dir)];
// Inside the repository, where the compiler finds the packages' types as it does for each package.
const scratch = path.join(root, 'node_modules/.cache/kora-typecheck');
mkdirSync(scratch, { recursive: true });
const browserProject = path.join(scratch, 'tsconfig.json');
writeFileSync(
  browserProject,
  JSON.stringify({
    extends: path.join(root, 'tsconfig.base.json'),
    include: browserDirs.flatMap((dir) => [path.join(root, dir, 'src'), path.join(root, dir, '*.d.ts')]),
  }),
);

const programs = [
  { name: 'browser packages', project: browserProject },
  { name: 'api', project: path.join(root, 'api') },
  { name: 'e2e', project: path.join(root, 'e2e') },
];
const tsc = require.resolve('typescript/bin/tsc');

function check({ name, project }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(
        `${name}: ${code === 0 ? 'no type errors' : 'type errors'} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
      );
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const AT_ONCE = 2;
const queue = [...programs];
const results = await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    const passed = [];
    while (queue.length) passed.push(await check(queue.shift()));
    return passed.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
