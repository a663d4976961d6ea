#!/usr/bin/env node
/**
 * The events remote as the flows serve it: like any remote (shared/build/serve-app.mjs), plus a control port
 * through which a flow takes it down and brings it back, the way an outage of one team's deployment would
 * look. Being one process, it serves every test worker of the run alike.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import { EVENTS_CONTROL_PORT } from './events-remote-control.mjs';

const require = createRequire(import.meta.url);
const { serveApp } = await import(require.resolve('@kora/shared/build/serve-app.mjs'));

let server = await serveApp('events');
let change = Promise.resolve();

const actions = {
  '/stop': async () => {
    await server?.close();
    server = null;
  },
  '/start': async () => {
    server ??= await serveApp('events');
  },
};

http
  .createServer((request, response) => {
    const action = request.method === 'POST' ? actions[request.url] : undefined;
    if (request.method === 'GET' && request.url === '/') {
      response.end(server ? 'up' : 'down');
      return;
    }
    if (!action) {
      response.writeHead(404).end();
      return;
    }
    change = change.then(action).then(
      () => response.end(server ? 'up' : 'down'),
      (error) => response.writeHead(500).end(String(error)),
    );
  })
  .listen(EVENTS_CONTROL_PORT, '127.0.0.1');
