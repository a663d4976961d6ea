#!/usr/bin/env node
/**
 * Web figures of the production builds, as a phone sees them, set beside a bare React 19 page built and
 * served the same way (reference/), so that they can be compared between machines and moments. Each page
 * given (default: /, /releases, /release/<first release>, /events, /store, /artists) and the reference
 * page are measured KORA_BENCH_RUNS times (5 unless told), in rounds that take every page in turn:
 *   - Lighthouse 12 mobile (default simulated throttling), each run in a Chromium of its own: the medians
 *     of performance (and the range of the scores), accessibility, best-practices, SEO, LCP, TBT, CLS and
 *     bytes, with the CPU benchmark index Lighthouse measured for every run and its median, min and max,
 *     and when the browser showed the first frame, with the runs where it came well after the load event
 *     (held by the browser, see HELD_FIRST_FRAME_MS) and the median LCP of the runs that were not;
 *   - the first load at 1× CPU, cold, in a Chrome trace: the main-thread time (the renderer main thread's
 *     top-level tasks from navigation start to load + network idle), its median, and each page's ratio to
 *     the reference page's, in wall time (the goal's figure) and in thread time (main-thread.mjs);
 * then, once a page, the JavaScript of its first load per origin (compressed and raw, the largest files
 * named by the shared or exposed module they belong to), the time to move between remotes with a warm
 * cache (navigation.mjs), what a first tap costs on a screen the server drew (first-tap.mjs), each remote's mf-manifest.json and remoteEntry.js sizes, and a summary that sets
 * each median beside its goal (issue 34), with the machine's CPU and its load average at start and end.
 *
 * Run through `npm run bench:web` (which builds first), e.g. `npm run bench:web -- / /events`, or
 * `node e2e/bench/web.mjs` on builds already made. The site is used where it answers already (shell
 * :3000, API :4000), otherwise started (node shared/build/site.mjs) and stopped at the end; the reference
 * page is built and served on :3010 (KORA_BENCH_REFERENCE_PORT) for the run. `KORA_BENCH_LIGHTHOUSE=0`
 * skips Lighthouse. With KORA_BENCH_USER=<username>:<password> the first loads' JavaScript is measured
 * signed in as that account, e.g. KORA_BENCH_USER=lina.duval:Artiste2025 for the creator tools
 * (Lighthouse and the traces run signed out). A full run of the six pages takes about 10 minutes on a
 * 2-core machine.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { printSummary } from './goals.mjs';
import { lighthouseRun, pageFigures, runFigures } from './lighthouse-runs.mjs';
import { machineAtStart, printMachine } from './machine.mjs';
import { tracedFirstLoad } from './main-thread.mjs';
import { measureNavigation, printNavigation } from './navigation.mjs';
import { startReference } from './reference/serve.mjs';
import { printLighthouse, printMainThread, printRun } from './report.mjs';
import { fileLabels, firstLoad, printFirstLoad, printRemoteEntries } from './script-bytes.mjs';
import { measureFirstTap, printFirstTap } from './first-tap.mjs';
import { median } from './stats.mjs';
import { CHROMIUM_BASE_FLAGS, CHROMIUM_FLAGS, CHROMIUM_PATH, WITHOUT_OMNIBOX_POPUP } from '../support/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The phone Lighthouse's mobile preset emulates (moto g power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const QUIET = ['--disable-gpu', '--disable-component-update', '--disable-sync'];
/** The traces' Chromium, started by Playwright (which turns features of its own off). */
const BENCH_FLAGS = [...CHROMIUM_FLAGS, ...QUIET];
/** Lighthouse's Chromium: as a visitor's, but for the omnibox popup (none of Playwright's features turned off). */
const LIGHTHOUSE_FLAGS = [...CHROMIUM_BASE_FLAGS, WITHOUT_OMNIBOX_POPUP, ...QUIET];
const SHELL = 'http://localhost:3000';
const API = 'http://localhost:4000';
/** Runs per page: a run moves with whatever else the machine does, so medians are reported. */
const RUNS = Math.max(1, Number(process.env.KORA_BENCH_RUNS ?? 5));
const LIGHTHOUSE = process.env.KORA_BENCH_LIGHTHOUSE !== '0';

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

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url, ms = 180_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await answers(url)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** The site, started with demo data of its own unless the shell and the API answer already; null if so. */
async function startSiteUnlessRunning() {
  if ((await answers(`${SHELL}/remotes.json`)) && (await answers(`${API}/api/health`))) return null;
  return spawn('node', ['shared/build/site.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kora-bench-')), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
}

async function firstRelease() {
  const [release] = await (await fetch(`${API}/api/releases?limit=1`)).json();
  return release;
}

async function defaultPages() {
  const release = await firstRelease();
  return ['/', '/releases', `/release/${release.id}`, '/events', '/store', '/artists'];
}

/** One Lighthouse run and one traced first load of each page in turn, RUNS times over. */
async function measureRounds(browser, targets) {
  for (let round = 1; round <= RUNS; round += 1) {
    for (const target of targets) {
      let lighthouse;
      let mainThread;
      if (LIGHTHOUSE) {
        try {
          const lhr = await lighthouseRun(target.url, LIGHTHOUSE_FLAGS);
          if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
          lighthouse = runFigures(lhr);
          target.lighthouse.push(lighthouse);
        } catch (error) {
          console.log(`run ${round}/${RUNS}  ${target.name}: Lighthouse failed (${error.message}), run left out`);
        }
      }
      try {
        mainThread = await tracedFirstLoad(browser, target.url, PHONE);
        target.mainThread.push(mainThread.ms);
        target.mainThreadCpu.push(mainThread.cpuMs);
      } catch (error) {
        console.log(`run ${round}/${RUNS}  ${target.name}: traced load failed (${error.message}), run left out`);
      }
      printRun({ round, rounds: RUNS, name: target.name, lighthouse, mainThread });
    }
  }
}

const started = Date.now();
const machine = machineAtStart();
printMachine(machine);
const site = await startSiteUnlessRunning();
let reference;
let browser;
try {
  await waitFor(`${SHELL}/remotes.json`);
  await waitFor(`${API}/api/health`);
  const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : await defaultPages();
  const session = await benchSession();
  reference = await startReference();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_FLAGS });
  console.log(`Chromium ${browser.version()}; ${RUNS} run(s) a page${LIGHTHOUSE ? '' : ', Lighthouse skipped'}\n`);

  const targets = [
    { name: 'reference (React 19)', url: `${reference.url}/`, reference: true },
    ...pages.map((address) => ({ name: address, url: `${SHELL}${address}` })),
  ].map((target) => ({ ...target, lighthouse: [], mainThread: [], mainThreadCpu: [] }));
  await measureRounds(browser, targets);

  const measured = targets.filter((target) => target.lighthouse.length);
  const lighthouseRows = measured.map((target) => ({ name: target.name, figures: pageFigures(target.lighthouse) }));
  if (LIGHTHOUSE) printLighthouse(lighthouseRows, RUNS);
  printMainThread(
    targets.map((target) => ({ name: target.name, samples: target.mainThread, reference: target.reference })),
    'wall time',
  );
  printMainThread(
    targets.map((target) => ({ name: target.name, samples: target.mainThreadCpu, reference: target.reference })),
    'thread time, the CPU the main thread used (its wall time less its waits for a core)',
  );

  const labels = fileLabels(root);
  for (const address of pages)
    printFirstLoad(address, await firstLoad(browser, `${SHELL}${address}`, PHONE, session), labels);
  printNavigation(await measureNavigation(browser, SHELL));
  const release = await firstRelease();
  printFirstTap(
    `/release/${release.id}`,
    await measureFirstTap(browser, `${SHELL}/release/${release.id}`, release.title, PHONE, Math.min(RUNS, 3)),
  );
  printRemoteEntries(root);

  const referenceMs = median(targets[0].mainThread);
  const mainThreadFigures = (samples) =>
    samples.length ? { mainThreadMs: median(samples), ratio: median(samples) / referenceMs } : {};
  printSummary({
    rows: targets.map((target) => ({
      name: target.name,
      reference: target.reference,
      figures: {
        ...lighthouseRows.find((row) => row.name === target.name)?.figures,
        ...mainThreadFigures(target.mainThread),
      },
    })),
    runs: RUNS,
    benchmarkIndexes: targets.flatMap((target) => target.lighthouse.map((run) => run.benchmarkIndex)),
    machine,
    loadAtEnd: os.loadavg(),
    minutes: (Date.now() - started) / 60_000,
  });
} finally {
  await browser?.close();
  await reference?.close();
  if (site) {
    try {
      process.kill(-site.pid, 'SIGTERM');
    } catch {
      // the site stopped on its own
    }
  }
}
