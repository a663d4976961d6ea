/** The goals of issue 34 for every public page, and the summary that sets each figure beside its goal. */
import { printMachine } from './machine.mjs';
import { spread } from './stats.mjs';

export const GOALS = [
  { key: 'performance', label: 'perf ≥ 95', meets: (v) => v >= 95, show: (v) => String(v) },
  { key: 'lcpMs', label: 'LCP ≤ 2.0 s', meets: (v) => v <= 2000, show: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'tbtMs', label: 'TBT ≤ 150 ms', meets: (v) => v <= 150, show: (v) => `${Math.round(v)} ms` },
  { key: 'cls', label: 'CLS ≤ 0.05', meets: (v) => v <= 0.05, show: (v) => v.toFixed(3) },
  {
    key: 'ratio',
    label: 'main thread ≤ 2× ref',
    meets: (v) => v <= 2,
    show: (v, figures) => `${Math.round(figures.mainThreadMs)} ms ${v.toFixed(1)}×`,
  },
];

const WIDTH = 22;

/**
 * rows: { name, figures: { performance, lcpMs, tbtMs, cls, mainThreadMs, ratio }, reference } — a figure
 * left out was not measured; the reference page's figures are shown without a mark.
 */
export function printSummary({ rows, runs, benchmarkIndexes, machine, loadAtEnd, minutes }) {
  console.log(`\nSummary: medians of ${runs} run(s) a page, ✓ where the figure meets its goal, ✗ where it does not`);
  console.log(`${'page'.padEnd(WIDTH)}${GOALS.map((goal) => goal.label.padStart(WIDTH)).join('')}`);
  let met = 0;
  let measured = 0;
  for (const { name, figures, reference } of rows) {
    const cells = GOALS.map((goal) => {
      const value = figures[goal.key];
      if (value === undefined || Number.isNaN(value)) return '—'.padStart(WIDTH);
      if (reference) return `${goal.show(value, figures)}  `.padStart(WIDTH);
      measured += 1;
      if (goal.meets(value)) met += 1;
      return `${goal.show(value, figures)} ${goal.meets(value) ? '✓' : '✗'}`.padStart(WIDTH);
    });
    console.log(`${name.padEnd(WIDTH)}${cells.join('')}`);
  }
  console.log(`Goals met: ${met} of ${measured}`);
  if (benchmarkIndexes.length) {
    const index = spread(benchmarkIndexes);
    console.log(
      `Lighthouse CPU benchmark index: median ${Math.round(index.median)}, min ${Math.round(index.min)}, max ${Math.round(index.max)} (${benchmarkIndexes.length} runs)`,
    );
  }
  printMachine(machine, loadAtEnd);
  console.log(`The bench took ${minutes.toFixed(1)} min`);
}
