import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `everyMs` (and once when the server is ready) until the server closes; 0 never.
 * One pass at a time: a tick while the last pass still runs is skipped. A failed pass is logged under
 * `name` and the next tick tries again. Closing waits for the pass under way.
 */
export function schedulePeriodic(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  job: () => Promise<unknown>,
): void {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= job()
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, `${name} failed`),
      )
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, everyMs);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
