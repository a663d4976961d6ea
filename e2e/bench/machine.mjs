/** The machine a bench ran on: its CPU, and how busy it was at the start and at the end. */
import os from 'node:os';

export function machineAtStart() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus.length,
    memory: os.totalmem(),
    loadAtStart: os.loadavg(),
  };
}

const load = (averages) => averages.map((value) => value.toFixed(2)).join(' / ');

export function printMachine(machine, loadAtEnd) {
  console.log(`Machine: ${machine.cpu}, ${machine.cores} cores, ${(machine.memory / 2 ** 30).toFixed(1)} GB`);
  console.log(
    `Load average (1 / 5 / 15 min): ${load(machine.loadAtStart)} at start${loadAtEnd ? `, ${load(loadAtEnd)} at end` : ''}`,
  );
}
