// An OAuth 2 provider on loopback for the social sign-in tests (oauth2-mock-server ships ES modules
// only, so it runs in its own process). It prints {"url": issuer} once listening; each line
// {"userinfo": {...}} on stdin sets what /userinfo answers next, acknowledged by {"ok": true}.
import { createInterface } from 'node:readline';
import { OAuth2Server } from 'oauth2-mock-server';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
await server.start(0, '127.0.0.1');

let userinfo = null;
server.service.on('beforeUserinfo', (response) => {
  if (userinfo) response.body = userinfo;
});

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if ('userinfo' in message) userinfo = message.userinfo;
  process.stdout.write(`${JSON.stringify({ ok: true })}\n`);
});
process.stdin.on('end', async () => {
  await server.stop();
  process.exit(0);
});

process.stdout.write(`${JSON.stringify({ url: server.issuer.url })}\n`);
