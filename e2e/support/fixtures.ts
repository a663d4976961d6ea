import { test as base, expect } from '@playwright/test';
import { EVENTS_CONTROL_PORT } from './events-remote-control.mjs';

export interface EventsRemote {
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

async function tellEventsRemote(action: 'stop' | 'start'): Promise<void> {
  const answer = await fetch(`http://127.0.0.1:${EVENTS_CONTROL_PORT}/${action}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`the events remote did not ${action}: ${await answer.text()}`);
}

/**
 * The events remote, which a flow can take down and bring back. It is back up after the flow, whatever
 * the flow did.
 */
export const test = base.extend<{ eventsRemote: EventsRemote }>({
  eventsRemote: async ({}, provide) => {
    await provide({ stop: () => tellEventsRemote('stop'), start: () => tellEventsRemote('start') });
    await tellEventsRemote('start');
  },
});

export { expect };
