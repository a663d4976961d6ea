/**
 * Builds the shell's service worker (Workbox's modules, bundled by esbuild) with the list of the
 * release's files to keep, so a new shell release is a new worker. It is built apart from the page's
 * compilation: the federation's shared modules have no place in a worker.
 */
const { createHash } = require('crypto');
const { Compilation, sources } = require('webpack');

const PLUGIN = 'KoraServiceWorkerPlugin';

/** The files a release keeps: scripts, styles, the page, the web app manifest, its icons and the chrome's pictures. */
const KEPT = [/\.(js|css)$/, /^index\.html$/, /^manifest\.webmanifest$/, /^icons\/.+\.png$/, /^img\/.+\.svg$/];
const NOT_KEPT = /\.(br|gz|map|txt)$|^sw\.js$/;
/** A hashed name is its own revision. */
const HASHED = /\.[0-9a-f]{8}\./;

function precacheEntries(assets) {
  return assets
    .filter(({ name }) => KEPT.some((pattern) => pattern.test(name)) && !NOT_KEPT.test(name))
    .map(({ name, source }) => ({
      url: `/${name}`,
      revision: HASHED.test(name) ? null : createHash('md5').update(source.buffer()).digest('hex'),
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

class ServiceWorkerPlugin {
  /** @param {{ source: string, filename?: string }} options */
  constructor({ source, filename = 'sw.js' }) {
    this.source = source;
    this.filename = filename;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // Once every file has its name and content; before compression, which then writes sw.js.br too.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER - 10;
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage }, async () => {
        const entries = precacheEntries(compilation.getAssets());
        const { build } = await import('esbuild');
        const result = await build({
          entryPoints: [this.source],
          bundle: true,
          minify: true,
          write: false,
          format: 'iife',
          target: 'es2020',
          define: {
            'self.__WB_MANIFEST': JSON.stringify(entries),
            'process.env.NODE_ENV': '"production"',
          },
        });
        compilation.emitAsset(this.filename, new sources.RawSource(result.outputFiles[0].text));
      });
    });
  }
}

module.exports = { ServiceWorkerPlugin, precacheEntries };
