/**
 * Builds the reference page and serves it as serve-app.mjs serves the apps: Fastify and @fastify/static
 * sending the build's .br and .gz files, content-hashed files cached for a year, the page revalidated.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const config = require('./webpack.config.js');

const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/;

function build() {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve(stats);
    });
  });
}

/** Builds and starts the reference page's server; resolves with its address and a way to stop it. */
export async function startReference({ port = Number(process.env.KORA_BENCH_REFERENCE_PORT ?? 3010) } = {}) {
  await build();
  const server = Fastify({ logger: false });
  server.register(fastifyStatic, {
    root: path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist'),
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
  await server.listen({ port, host: 'localhost' });
  return { url: `http://localhost:${port}`, close: () => server.close() };
}
