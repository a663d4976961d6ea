/**
 * Runs `work` at most once per `intervalMs` from this process, in the background. For deleting rows
 * whose time is over: any process may do it, none has to, and a failure only leaves rows for later.
 */
export function pruneEvery(intervalMs: number, work: () => Promise<unknown>): () => void {
  let last = 0;
  return () => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    work().catch(() => undefined);
  };
}
