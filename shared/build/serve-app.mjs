#!/usr/bin/env node
/**
 * Serves one app's production build from its own origin, as a static host would:
 * remotes with CORS for the shell's page, the shell with its SPA fallback and /remotes.json.
 * Usage: node shared/build/serve-app.mjs <app-folder-or-name>
 */
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const require = createRequire(import.meta.url);
const { APPS, portOf, runtimeConfig } = require('./apps.js');
const { COMMON_HEADERS, REMOTE_FILE_HEADERS, shellPageHeaders } = require('./security-headers.js');
const { createPagePreloads } = require('./page-preloads.js');
const { PAGE_ROUTES_FILE } = require('./page-routes-plugin.js');
const { createFirstScreen } = require('./first-screen/first-screen.js');
const { createRemoteScreens } = require('./first-screen/remote-screens.js');
const { SERVER_BUILD } = require('./releases.js');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The page talks to the API and the remotes of public pages from its first second: the browser opens those
 * connections while it reads the HTML (the API twice: its JSON is fetched with CORS, its images without).
 */
function preconnectLinks() {
  const { apiUrl, remotes } = runtimeConfig();
  const remoteOrigins = remotes
    .filter((remote) => ['catalogue', 'events', 'store'].includes(remote.app))
    .map((remote) => new URL(remote.entry).origin);
  return [
    `<${apiUrl}>; rel=preconnect; crossorigin`,
    `<${apiUrl}>; rel=preconnect`,
    ...remoteOrigins.map((o) => `<${o}>; rel=preconnect`),
  ].join(', ');
}

/** The route table the shell's build wrote, read again when a deploy replaces it (null before a build). */
function builtRouteTable(dist) {
  const file = path.join(dist, PAGE_ROUTES_FILE);
  let cached = { version: null, routes: null };
  return () => {
    try {
      const version = statSync(file).mtimeMs;
      if (version !== cached.version) cached = { version, routes: JSON.parse(readFileSync(file, 'utf8')) };
    } catch {
      cached = { version: null, routes: null };
    }
    return cached.routes;
  };
}

export async function serveApp(appName, { port = portOf(appName), host = '0.0.0.0', logger = false } = {}) {
  const app = APPS[appName];
  if (!app) throw new Error(`Unknown app ${appName}`);
  const dist = path.join(root, app.dir, 'dist');
  const server = Fastify({ logger });
  const pageHeaders = appName === 'shell' ? { ...shellPageHeaders(), Link: preconnectLinks() } : null;
  const routeTable = appName === 'shell' ? builtRouteTable(dist) : null;
  const pagePreloads =
    appName === 'shell' ? createPagePreloads({ routes: routeTable, remotes: runtimeConfig().remotes }) : null;
  /** The shell's page at an address: its headers, with the preloads of the remote that shows it. */
  const headersOfPage = (url) => {
    const links = pagePreloads.linksFor(new URL(url, 'http://page').pathname);
    return links.length ? { ...pageHeaders, Link: [pageHeaders.Link, ...links].join(', ') } : pageHeaders;
  };
  const fileHeaders = appName === 'shell' ? COMMON_HEADERS : REMOTE_FILE_HEADERS;
  const remoteScreens = appName === 'shell' ? createRemoteScreens({ remotes: runtimeConfig().remotes, log: server.log }) : null;
  const firstScreen =
    appName === 'shell'
      ? createFirstScreen({
          dist,
          routes: routeTable,
          apiUrl: runtimeConfig().apiUrl,
          remoteScreens: remoteScreens.rendererOf,
          remoteStylesheets: pagePreloads.stylesheetsFor,
          log: server.log,
        })
      : null;

  /** The shell's page at an address, with its first screen drawn, compressed as the browser accepts. */
  async function sendPage(request, reply) {
    const html = await firstScreen.page(request.url, request.headers);
    if (html === null) return reply.code(503).headers(COMMON_HEADERS).send({ message: 'The site is not built yet.' });
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const body = Buffer.from(html);
    reply
      .headers(headersOfPage(request.url))
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
      .type('text/html; charset=utf-8');
    if (/\bbr\b/.test(accepted)) {
      return reply
        .header('Content-Encoding', 'br')
        .send(brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
    }
    if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(body));
    return reply.send(body);
  }

  // Content-hashed chunks never change; entry files (main.js, remoteEntry.js, manifests, index.html) do,
  // and are revalidated with their ETag. The build wrote .br and .gz beside each text file. A rebuild in
  // place is a deploy: entry files switch atomically and the chunks of the two releases before stay
  // (release-plugin.js), so a tab opened earlier still loads its screens.
  const shellPage = /index\.html(\.br|\.gz)?$/;
  const hashed = /\.[0-9a-f]{8}\.(js|css|png|svg|jpe?g|woff2?)(\.br|\.gz)?$/;
  server.register(fastifyStatic, {
    root: dist,
    // The shell's page is drawn for each request (sendPage), never sent as the file; its server build stays
    // private. A remote's server build is read by the shell's server from where the remote is deployed.
    index: appName === 'shell' ? false : undefined,
    allowedPath: (pathName) => appName !== 'shell' || !pathName.startsWith(`/${SERVER_BUILD}`),
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', hashed.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.headers(pageHeaders && shellPage.test(filePath) ? headersOfPage(reply.request.url) : fileHeaders);
    },
  });

  if (appName === 'shell') {
    server.get('/remotes.json', async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache').headers(COMMON_HEADERS);
      return runtimeConfig();
    });
    server.get('/', sendPage);
    server.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !path.extname(req.url.split('?')[0])) return sendPage(req, reply);
      reply.code(404).headers(COMMON_HEADERS).send({ message: 'Not found' });
    });
  }

  await server.listen({ port, host });
  void pagePreloads?.refreshAll();
  void remoteScreens?.refreshAll();
  return server;
}

const invoked = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (invoked) {
  const arg = process.argv[2];
  const appName = Object.keys(APPS).find((name) => name === arg || APPS[name].dir === arg);
  if (!appName) {
    console.error(`Usage: serve-app.mjs <${Object.keys(APPS).join('|')}>`);
    process.exit(2);
  }
  await serveApp(appName);
  console.log(`${appName} served on http://localhost:${portOf(appName)}`);
}
