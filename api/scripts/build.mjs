#!/usr/bin/env node
/**
 * Compiles the API for production: one CommonJS file, dist/main.js, with the kernel's TypeScript
 * (@kora/shared) compiled in and every npm package left to node_modules. `npm start` runs it with plain
 * Node; `--if-stale` builds only when a source is newer than the last build.
 */
import { build } from 'esbuild';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(apiDir, 'dist/main.js');
const sources = [path.join(apiDir, 'src'), path.join(apiDir, '../shared/src')];

function newestSource(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs;
    return Math.max(newest, time);
  }, 0);
}

const stale = () => !existsSync(outfile) || Math.max(...sources.map(newestSource)) > statSync(outfile).mtimeMs;

/** Every npm package is required from node_modules at run time; only the kernel's sources are compiled in. */
const packagesStayInNodeModules = {
  name: 'packages-stay-in-node-modules',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === '@kora/shared' || args.path.startsWith('@kora/shared/') ? undefined : { path: args.path, external: true },
    );
  },
};

if (!process.argv.includes('--if-stale') || stale()) {
  const started = Date.now();
  await build({
    entryPoints: [path.join(apiDir, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    plugins: [packagesStayInNodeModules],
    logLevel: 'warning',
  });
  console.log(`API compiled to dist/main.js in ${Date.now() - started} ms`);
}
