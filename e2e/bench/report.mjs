/** The bench's tables: Lighthouse's figures, and the first load's main-thread time beside the reference page's. */
import { HELD_FIRST_FRAME_MS } from './lighthouse-runs.mjs';
import { kb } from './script-bytes.mjs';
import { spread } from './stats.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** One line as a run ends, so a long bench shows where it is and how fast the machine is at each moment. */
export function printRun({ round, rounds, name, lighthouse, mainThread }) {
  const parts = [`run ${round}/${rounds}`.padEnd(10), name.padEnd(22)];
  if (lighthouse) {
    parts.push(
      `perf ${String(lighthouse.performance).padStart(3)}`,
      `LCP ${seconds(lighthouse.lcpMs)}`,
      `TBT ${`${Math.round(lighthouse.tbtMs)} ms`.padStart(7)}`,
      `CLS ${lighthouse.cls.toFixed(3)}`,
      `benchmark index ${Math.round(lighthouse.benchmarkIndex)}`,
      `first frame ${seconds(lighthouse.observedFcpMs)}, load ${seconds(lighthouse.observedLoadMs)}${lighthouse.heldFirstFrame ? ' (held)' : ''}`,
    );
  }
  if (mainThread)
    parts.push(`main thread (1×) ${Math.round(mainThread.ms)} ms (CPU ${Math.round(mainThread.cpuMs)} ms)`);
  console.log(parts.join('  '));
}

/** rows: { name, figures } with figures from lighthouse-runs.mjs's pageFigures. */
export function printLighthouse(rows, runs) {
  console.log(
    `\nLighthouse 12, mobile, simulated throttling (signed out): medians of ${runs} run(s) a page, the range of the performance scores, and the median CPU benchmark index of the page's runs`,
  );
  console.log(
    `(first frame: when the browser showed it, before the simulation; held: runs where it came more than ${HELD_FIRST_FRAME_MS} ms after the load event; LCP in time: the median LCP of the runs not held)`,
  );
  console.log(
    'page                   perf   range  a11y  best  seo     LCP      TBT     CLS      bytes  bench idx  first frame  held  LCP in time',
  );
  for (const { name, figures: f } of rows) {
    console.log(
      `${name.padEnd(22)}${String(f.performance).padStart(5)}${f.range.padStart(8)}${String(f.accessibility).padStart(6)}${String(f.bestPractices).padStart(6)}${String(f.seo).padStart(5)}  ${seconds(f.lcpMs).padStart(6)}  ${`${Math.round(f.tbtMs)} ms`.padStart(7)}  ${f.cls.toFixed(3).padStart(6)}  ${kb(f.bytes).padStart(9)}  ${String(Math.round(f.benchmarkIndex)).padStart(9)}  ${seconds(f.observedFcpMs).padStart(11)}  ${`${f.held}/${f.runs}`.padStart(4)}  ${(Number.isNaN(f.lcpInTimeMs) ? '—' : seconds(f.lcpInTimeMs)).padStart(11)}`,
    );
  }
}

/** rows: { name, samples (ms), reference }; each page's median set beside the reference page's, in `time`. */
export function printMainThread(rows, time) {
  const reference = rows.find((row) => row.reference);
  const referenceMedian = reference?.samples.length ? spread(reference.samples).median : NaN;
  console.log(
    `\nFirst load at 1× CPU (no throttling), cold, 412 × 823: main-thread time, the top-level tasks of the renderer main thread from navigation start to load + network idle (Chrome trace), in ${time}`,
  );
  console.log('page                    median      min      max   × reference (goal ≤ 2)   runs (ms)');
  for (const { name, samples, reference: isReference } of rows) {
    if (!samples.length) {
      console.log(`${name.padEnd(22)}  no run finished`);
      continue;
    }
    const { median, min, max } = spread(samples);
    const ratio = isReference
      ? ''
      : `${(median / referenceMedian).toFixed(1)}× ${median / referenceMedian <= 2 ? '✓' : '✗'}`;
    console.log(
      `${name.padEnd(22)}${`${Math.round(median)} ms`.padStart(8)}${`${Math.round(min)} ms`.padStart(9)}${`${Math.round(max)} ms`.padStart(9)}   ${ratio.padEnd(22)}   ${samples.map(Math.round).join(', ')}`,
    );
  }
}
