/**
 * The preloads a page's HTML announces in its Link header: the remote that shows the address — its
 * remoteEntry.js and its app module's files, as its mf-manifest.json lists them. The browser fetches them
 * while it reads the shell's main.js, instead of after it has run.
 *
 * The route table comes from the shell's build (page-routes.json, see page-routes-plugin.js); each
 * remote's manifest is read from where it is deployed, kept for `maxAgeMs` and revalidated by its ETag in
 * the background, so a page is never held up by it. Screens that need an account announce nothing: the
 * server cannot tell whether the visitor is signed in.
 */
const { matchRoutes } = require('react-router-dom');

const APP_MODULE = './app';

/** The route definition that shows a path, ranked as the browser's router ranks them. */
function routeAt(routes, pathname) {
  const matches = matchRoutes(routes, pathname);
  return matches?.[matches.length - 1]?.route ?? null;
}

/** Absolute addresses of the files the app module needs before it runs, from a remote's manifest. */
function appModuleFiles(manifest, entry) {
  const appModule = manifest?.exposes?.find((expose) => expose.path === APP_MODULE);
  if (!appModule) return { scripts: [], styles: [] };
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, entry).href : entry;
  const absolute = (files = []) => files.map((file) => new URL(file, base).href);
  return { scripts: absolute(appModule.assets?.js?.sync), styles: absolute(appModule.assets?.css?.sync) };
}

// Low priority: the shell's main.js and main.css, which draw the page's frame, come first.
const preload = (url, as) => `<${url}>; rel=preload; as=${as}; fetchpriority=low`;

/**
 * @param {object} options
 * @param {() => Array<{path: string, app: string, signInRequired?: boolean}> | null} options.routes
 * @param {Array<{app: string, entry: string}>} options.remotes where each remote's remoteEntry.js is served
 * @param {typeof fetch} [options.fetchImpl]
 * @param {number} [options.maxAgeMs] how long a manifest is used before it is asked again
 * @param {number} [options.timeoutMs]
 * @param {() => number} [options.now]
 */
function createPagePreloads({
  routes,
  remotes,
  fetchImpl = fetch,
  maxAgeMs = 30_000,
  timeoutMs = 2_000,
  now = Date.now,
}) {
  const entries = new Map(remotes.map((remote) => [remote.app, remote.entry]));
  /** @type {Map<string, {files: {scripts: string[], styles: string[]}, etag: string | null, checkedAt: number, pending: Promise<void> | null}>} */
  const known = new Map();

  function refresh(app) {
    const state = known.get(app) ?? {
      files: { scripts: [], styles: [] },
      etag: null,
      checkedAt: -Infinity,
      pending: null,
    };
    known.set(app, state);
    if (state.pending) return state.pending;
    const entry = entries.get(app);
    const headers = state.etag ? { 'If-None-Match': state.etag } : {};
    state.pending = fetchImpl(new URL('mf-manifest.json', entry).href, {
      headers,
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (response) => {
        if (response.status === 304) return;
        if (!response.ok) throw new Error(`${response.status}`);
        state.files = appModuleFiles(await response.json(), entry);
        state.etag = response.headers.get('etag');
      })
      // A remote that cannot be reached is announced by its entry alone until it answers again.
      .catch(() => {
        state.files = { scripts: [], styles: [] };
        state.etag = null;
      })
      .finally(() => {
        state.checkedAt = now();
        state.pending = null;
      });
    return state.pending;
  }

  /** The Link header values for a page at `pathname` (none for the shell's own pages). */
  function linksFor(pathname) {
    const table = routes();
    const route = table && routeAt(table, pathname);
    const entry = route && !route.signInRequired ? entries.get(route.app) : undefined;
    if (!entry) return [];
    const state = known.get(route.app);
    if (!state || now() - state.checkedAt >= maxAgeMs) void refresh(route.app);
    const files = state?.files ?? { scripts: [], styles: [] };
    return [
      preload(entry, 'script'),
      ...files.styles.map((url) => preload(url, 'style')),
      ...files.scripts.map((url) => preload(url, 'script')),
    ];
  }

  /** Reads every remote's manifest now (at start-up, so the first visitors get the full preloads). */
  function refreshAll() {
    return Promise.all([...entries.keys()].map(refresh));
  }

  return { linksFor, refreshAll };
}

module.exports = { createPagePreloads, appModuleFiles, routeAt };
