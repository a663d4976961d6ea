#!/usr/bin/env node
/**
 * npm run check:deploy -- <remote> <shell-url>
 * Compares the remote's built mf-manifest.json with the deployed shell's and refuses (exit 1) a release
 * the page could not run. Run it after the build, before publishing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { APPS, REMOTES } = require('./apps.js');
const { deployConflicts } = require('./deploy-check.js');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [remote, shellUrl] = process.argv.slice(2);
if (!REMOTES.includes(remote) || !shellUrl) {
  console.error(`Usage: npm run check:deploy -- <${REMOTES.join('|')}> <shell-url>`);
  process.exit(2);
}

// KORA_OUTPUT_DIR: where the build was written, when not the remote's dist folder.
const dist = process.env.KORA_OUTPUT_DIR || path.join(root, APPS[remote].dir, 'dist');
const built = JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8'));
const manifestUrl = new URL('mf-manifest.json', shellUrl.endsWith('/') ? shellUrl : `${shellUrl}/`);
const answer = await fetch(manifestUrl).catch((error) => error);
if (!(answer instanceof Response) || !answer.ok) {
  console.error(
    `The deployed shell's manifest could not be read at ${manifestUrl}: ${answer.status ?? answer.message}`,
  );
  process.exit(2);
}
const conflicts = deployConflicts(built, await answer.json());
if (conflicts.length > 0) {
  console.error(`Release of ${remote} refused: the page at ${shellUrl} could not run it.`);
  for (const conflict of conflicts) console.error(`  - ${conflict}`);
  console.error('Deploy a shell that provides these versions first, or build the remote against the shell’s.');
  process.exit(1);
}
console.log(`${remote} can be released under ${shellUrl}: every shared module it needs is there.`);
