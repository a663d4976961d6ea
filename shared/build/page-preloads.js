/**
 * The preloads a page's HTML announces in its Link header: the remote that shows the address — its
 * remoteEntry.js, its app module's files as its mf-manifest.json lists them, and the files of the screen
 * at the address as its screens.json lists them — or, on the home page, the remote of the parcel it shows
 * first, with that parcel's files. The browser fetches them while it reads the shell's
 * main.js, instead of one after the other once main.js has run.
 *
 * The route table comes from the shell's build (page-routes.json, see page-routes-plugin.js); each
 * remote's two files are read from where it is deployed, kept for `maxAgeMs` and revalidated by their ETag
 * in the background, so a page is never held up by them. Screens that need an account announce nothing:
 * the server cannot tell whether the visitor is signed in.
 */
const { matchRoutes } = require('react-router-dom');
const { SCREEN_ASSETS_FILE } = require('./screen-assets-plugin');

const APP_MODULE = './app';
const MANIFEST_FILE = 'mf-manifest.json';
const NO_FILES = Object.freeze({ js: [], css: [] });

/** The route definition that shows a path, ranked as the browser's router ranks them. */
function routeAt(routes, pathname) {
  const matches = matchRoutes(routes, pathname);
  return matches?.[matches.length - 1]?.route ?? null;
}

/** Where a remote's files are, from its manifest (beside remoteEntry.js unless it names a public path). */
function filesBase(manifest, entry) {
  const publicPath = manifest?.metaData?.publicPath;
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, entry).href : entry;
}

/** The files a remote module needs before it runs, from its remote's manifest. */
function moduleFiles(manifest, modulePath) {
  const exposed = manifest?.exposes?.find((expose) => expose.path === modulePath);
  return { js: exposed?.assets?.js?.sync ?? [], css: exposed?.assets?.css?.sync ?? [] };
}

/**
 * What a page shows first from a remote: a remote's screen comes with the remote's app module; a shell
 * page (the home) may show a parcel first.
 */
function remoteModuleAt(route) {
  if (!route || route.signInRequired) return null;
  if (route.app !== 'shell') return { app: route.app, modulePath: APP_MODULE, screen: route.id };
  return route.firstParcel ? { app: route.firstParcel.app, modulePath: route.firstParcel.expose, screen: null } : null;
}

// Low priority: the shell's main.js and main.css, which draw the page's frame, come first.
const preload = (url, as) => `<${url}>; rel=preload; as=${as}; fetchpriority=low`;

/**
 * @param {object} options
 * @param {() => Array<{id: string, path: string, app: string, signInRequired?: boolean}> | null} options.routes
 * @param {Array<{app: string, entry: string}>} options.remotes where each remote's remoteEntry.js is served
 * @param {typeof fetch} [options.fetchImpl]
 * @param {number} [options.maxAgeMs] how long a remote's files are used before they are asked again
 * @param {number} [options.retryMs] how soon the files of a remote that did not answer are asked again
 * @param {number} [options.timeoutMs]
 * @param {() => number} [options.now]
 */
function createPagePreloads({
  routes,
  remotes,
  fetchImpl = fetch,
  maxAgeMs = 30_000,
  retryMs = 1_000,
  timeoutMs = 2_000,
  now = Date.now,
}) {
  const entries = new Map(remotes.map((remote) => [remote.app, remote.entry]));
  /** @type {Map<string, {documents: Map<string, {body: any, etag: string | null}>, checkedAt: number, pending: Promise<void> | null}>} */
  const known = new Map();

  /** One of a remote's files, asked again with its ETag; forgotten while the remote cannot answer. */
  async function revalidate(state, url) {
    const cached = state.documents.get(url);
    try {
      const headers = cached?.etag ? { 'If-None-Match': cached.etag } : {};
      const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 304) return;
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      state.documents.set(url, { body: await response.json(), etag: response.headers.get('etag') });
    } catch {
      state.documents.delete(url);
    }
  }

  function refresh(app) {
    const state = known.get(app) ?? { documents: new Map(), checkedAt: -Infinity, pending: null };
    known.set(app, state);
    if (!state.pending) {
      const entry = entries.get(app);
      const files = [MANIFEST_FILE, SCREEN_ASSETS_FILE].map((file) => revalidate(state, new URL(file, entry).href));
      state.pending = Promise.all(files).then(() => {
        // A remote that did not answer (not started yet, being deployed) is asked again soon.
        state.checkedAt = state.documents.size === files.length ? now() : now() - maxAgeMs + retryMs;
        state.pending = null;
      });
    }
    return state.pending;
  }

  /** The absolute addresses of the remote's files a page needs: the module's, then its screen's. */
  function filesOf({ app, modulePath, screen }) {
    const entry = entries.get(app);
    const document = (file) => known.get(app)?.documents.get(new URL(file, entry).href)?.body;
    const manifest = document(MANIFEST_FILE);
    if (!manifest) return NO_FILES;
    const base = filesBase(manifest, entry);
    const remoteModule = moduleFiles(manifest, modulePath);
    const screenFiles = (screen && document(SCREEN_ASSETS_FILE)?.[screen]) || NO_FILES;
    const absolute = (kind) =>
      [...new Set([...remoteModule[kind], ...(screenFiles[kind] ?? [])])].map((file) => new URL(file, base).href);
    return { js: absolute('js'), css: absolute('css') };
  }

  /** The Link header values for a page at `pathname` (none for the shell's pages that show no parcel first). */
  function linksFor(pathname) {
    const table = routes();
    const target = remoteModuleAt(table && routeAt(table, pathname));
    const entry = target && entries.get(target.app);
    if (!entry) return [];
    const state = known.get(target.app);
    if (!state || now() - state.checkedAt >= maxAgeMs) void refresh(target.app);
    const files = filesOf(target);
    return [
      preload(entry, 'script'),
      ...files.css.map((url) => preload(url, 'style')),
      ...files.js.map((url) => preload(url, 'script')),
    ];
  }

  /**
   * The stylesheets of the remote's screen at `pathname` (its app module's and the screen's own), for a page
   * the server draws it in; waited for while the remote's files are not known, null if they cannot be.
   */
  async function stylesheetsFor(pathname) {
    const table = routes();
    const target = remoteModuleAt(table && routeAt(table, pathname));
    if (!target?.screen || !entries.has(target.app)) return null;
    const state = known.get(target.app);
    const stale = !state || now() - state.checkedAt >= maxAgeMs;
    const manifest = () => known.get(target.app)?.documents.get(new URL(MANIFEST_FILE, entries.get(target.app)).href);
    if (stale && !manifest()) await refresh(target.app);
    else if (stale) void refresh(target.app);
    return manifest() ? filesOf(target).css : null;
  }

  /** Reads every remote's files now (at start-up, so the first visitors get the full preloads). */
  function refreshAll() {
    return Promise.all([...entries.keys()].map(refresh));
  }

  return { linksFor, stylesheetsFor, refreshAll };
}

module.exports = { createPagePreloads, routeAt };
