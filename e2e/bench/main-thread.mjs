/**
 * A first load's main-thread time with the CPU at full speed: the page opened cold in Chromium at a
 * phone's size under a Chrome trace, and the durations of the renderer main thread's top-level tasks
 * summed from the navigation's start until the page has loaded and the network is idle. It is the work a
 * page asks of the CPU, which a slow phone multiplies; set beside a bare React page's it is a figure that
 * holds whatever else the machine is doing at the moment.
 *
 * Each task is counted twice: its wall time (the goal's figure), and its thread time, the CPU the main
 * thread itself used. On two cores the browser's other processes and threads (network, raster, the site's
 * servers) take turns with the main thread, so a task's wall time also holds the moments it waited for a
 * core; its thread time does not.
 */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'blink.user_timing',
  'loading',
];
/** A task of the main thread's loop, as the DevTools timeline ("RunTask") and the scheduler name it. */
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * Milliseconds of top-level tasks on the main thread of the renderer that navigated to `url`: `ms` of wall
 * time, `cpuMs` of thread time.
 */
export function mainThreadTime(traceEvents, url) {
  const { origin } = new URL(url);
  const navigations = traceEvents.filter(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
  );
  const navigation =
    navigations.find((event) => event.args.data.documentLoaderURL === url) ??
    navigations.find((event) => event.args.data.documentLoaderURL?.startsWith(origin));
  if (!navigation) throw new Error(`no navigation to ${url} in the trace`);
  const { pid, tid, ts: start } = navigation;
  const thread = traceEvents.find(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.pid === pid && event.tid === tid,
  );
  if (thread && thread.args.name !== 'CrRendererMain') throw new Error(`${url} navigated on ${thread.args.name}`);
  const tasks = traceEvents
    .filter(
      (event) =>
        event.ph === 'X' && TASKS.has(event.name) && event.pid === pid && event.tid === tid && event.ts >= start,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Both names mark the same task, one inside the other: only the outermost counts.
  let wall = 0;
  let cpu = 0;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    wall += task.dur;
    cpu += task.tdur ?? task.dur;
    end = task.ts + task.dur;
  }
  return { ms: wall / 1000, cpuMs: cpu / 1000 };
}

/** One cold first load of `url` in a new browser context of `browser`, traced; its main-thread time (mainThreadTime). */
export async function tracedFirstLoad(browser, url, contextOptions) {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    let trace;
    try {
      await page.goto(url, { waitUntil: 'networkidle' });
    } finally {
      trace = await browser.stopTracing();
    }
    return mainThreadTime(JSON.parse(trace.toString('utf8')).traceEvents, url);
  } finally {
    await context.close();
  }
}
