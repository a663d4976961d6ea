import { test as base, expect } from '@playwright/test';

type Server = { close: () => Promise<unknown> };
type ServeApp = (app: string) => Promise<Server>;

export interface EventsRemote {
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

const serveAppModule = require.resolve('@kora/shared/build/serve-app.mjs');

/**
 * The events remote is served from the test worker, so a test can take it down and bring it back
 * the way an outage of one team's deployment would look.
 */
export const test = base.extend<object, { eventsRemote: EventsRemote }>({
  eventsRemote: [
    async ({}, use) => {
      const { serveApp } = (await import(serveAppModule)) as { serveApp: ServeApp };
      let server: Server | null = await serveApp('events');
      await use({
        stop: async () => {
          await server?.close();
          server = null;
        },
        start: async () => {
          server ??= await serveApp('events');
        },
      });
      await server?.close();
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect };
