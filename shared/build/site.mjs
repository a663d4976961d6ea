#!/usr/bin/env node
/**
 * Starts the whole site: builds the apps when no production build is there, starts the API with its
 * demo data, and serves the shell and every remote from its own port.
 *   node shared/build/site.mjs             production builds (built when missing)
 *   node shared/build/site.mjs --rebuild   rebuild first
 *   node shared/build/site.mjs --dev       webpack dev servers with live reload, API in watch mode
 *   --skip <app,...>                       leave some servers out (e.g. to deploy or test one alone)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { serveApp } from './serve-app.mjs';

const require = createRequire(import.meta.url);
const { APPS, apiOrigin, portOf } = require('./apps.js');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const args = process.argv.slice(2);
const dev = args.includes('--dev');
const skipIndex = args.indexOf('--skip');
const skipped = new Set(skipIndex >= 0 ? (args[skipIndex + 1] || '').split(',') : []);
const apps = Object.keys(APPS).filter((app) => !skipped.has(app));
const children = [];

function run(command, commandArgs, options = {}) {
  const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping && code !== 0) {
      console.error(`${command} ${commandArgs.join(' ')} stopped (${signal ?? code})`);
      stop(1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function builtAlready(app) {
  const dist = path.join(root, APPS[app].dir, 'dist');
  return existsSync(path.join(dist, app === 'shell' ? 'index.html' : 'mf-manifest.json'));
}

/** Starts the API and resolves once it answers, so the site never opens on a missing API. */
async function startApi() {
  if (skipped.has('api')) return;
  // The demo takes card payments through the API's test checkout, which says so on its page.
  run('npm', ['run', dev ? 'dev' : 'start', '-w', '@kora/api'], {
    env: { ...process.env, KORA_ALLOW_TEST_PAYMENTS: process.env.KORA_ALLOW_TEST_PAYMENTS ?? '1' },
  });
  const health = `${apiOrigin()}/api/health`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(health)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  console.error(`The API did not answer ${health} within 2 minutes.`);
  stop(1);
}

if (dev) {
  await startApi();
  const scopes = apps.map((app) => ['--scope', `@kora/${APPS[app].dir}`]).flat();
  run('npx', ['lerna', 'run', 'dev', '--parallel', ...scopes]);
  console.log(`\nKora (development) on http://localhost:${portOf('shell')} — API ${apiOrigin()}\n`);
} else {
  const missing = apps.filter((app) => !builtAlready(app));
  if (args.includes('--rebuild') || missing.length) {
    const scopes = (args.includes('--rebuild') ? apps : missing)
      .map((app) => ['--scope', `@kora/${APPS[app].dir}`])
      .flat();
    console.log('Building the production bundles…');
    const build = spawnSync('npx', ['lerna', 'run', 'build', '--concurrency', '2', ...scopes], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  await startApi();
  for (const app of apps) await serveApp(app);
  console.log(`\nKora is running on http://localhost:${portOf('shell')} — API ${apiOrigin()}\n`);
}
