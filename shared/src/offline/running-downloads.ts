import type { SavedItemKey } from './saved-item';

interface Run {
  controller: AbortController;
  finished: Promise<void>;
}

/** The downloads this page is running, one per item, each stoppable. */
const runs = new Map<SavedItemKey, Run>();

export const isRunning = (key: SavedItemKey): boolean => runs.has(key);

/** Runs `work` for the item once the item's previous run has stopped; its signal aborts it. */
export async function startRun(key: SavedItemKey, work: (signal: AbortSignal) => Promise<void>): Promise<void> {
  await stopRun(key);
  const controller = new AbortController();
  const finished = work(controller.signal).finally(() => {
    if (runs.get(key)?.controller === controller) runs.delete(key);
  });
  runs.set(key, { controller, finished });
  return finished;
}

/** Aborts the item's run, without waiting for it to stop. */
export function abortRun(key: SavedItemKey): void {
  runs.get(key)?.controller.abort();
}

/** Aborts the item's run and waits until it has stopped. */
export async function stopRun(key: SavedItemKey): Promise<void> {
  const run = runs.get(key);
  if (!run) return;
  run.controller.abort();
  await run.finished.catch(() => undefined);
}

export async function stopAllRuns(): Promise<void> {
  await Promise.all([...runs.keys()].map(stopRun));
}
