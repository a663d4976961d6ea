/**
 * Each remote's server build (dist/server/first-screen.js, see server-bundle-config.js): the remote's own
 * screens, which the shell's server runs to draw a page's first content. It is read from where the remote
 * is deployed, as its other files are (page-preloads.js), kept for `maxAgeMs` and revalidated by its ETag,
 * so a remote's new release draws the server's pages without restarting it; a remote that has none, or
 * does not answer, has its screens drawn by the browser only.
 */
const { evaluateCode } = require('./server-bundle');

const SERVER_FILE = 'server/first-screen.js';
/** A remote that did not answer (not started yet, being deployed) is asked again this soon. */
const RETRY_MS = 1_000;

/**
 * @param {object} options
 * @param {Array<{app: string, entry: string}>} options.remotes where each remote's remoteEntry.js is served
 * @param {typeof fetch} [options.fetchImpl]
 * @param {number} [options.maxAgeMs]
 * @param {number} [options.timeoutMs]
 * @param {() => number} [options.now]
 * @param {{ error: Function }} [options.log]
 */
function createRemoteScreens({
  remotes,
  fetchImpl = fetch,
  maxAgeMs = 30_000,
  retryMs = RETRY_MS,
  timeoutMs = 2_000,
  now = Date.now,
  log = console,
}) {
  const addresses = new Map(remotes.map((remote) => [remote.app, new URL(SERVER_FILE, remote.entry).href]));
  /** @type {Map<string, {renderer: Function | null, etag: string | null, checkedAt: number, pending: Promise<void> | null}>} */
  const known = new Map();

  async function revalidate(app, state) {
    const address = addresses.get(app);
    try {
      const headers = state.etag ? { 'If-None-Match': state.etag } : {};
      const response = await fetchImpl(address, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 304) return;
      if (!response.ok) throw new Error(`${address} answered ${response.status}`);
      const code = await response.text();
      state.renderer = evaluateCode(code, address).renderFirstScreen ?? null;
      state.etag = response.headers.get('etag');
    } catch (err) {
      if (state.renderer) log.error({ err, app }, "a remote's screens for the server could not be read again");
      state.renderer = null;
      state.etag = null;
    }
  }

  function refresh(app) {
    const state = known.get(app) ?? { renderer: null, etag: null, checkedAt: -Infinity, pending: null };
    known.set(app, state);
    state.pending ??= revalidate(app, state).then(() => {
      state.checkedAt = state.renderer ? now() : now() - maxAgeMs + retryMs;
      state.pending = null;
    });
    return state.pending;
  }

  /**
   * The remote's `renderFirstScreen`, or null: waited for while there is none in hand (a remote that is
   * down refuses at once), revalidated in the background while the version in hand draws.
   */
  async function rendererOf(app) {
    if (!addresses.has(app)) return null;
    const state = known.get(app);
    const stale = !state || now() - state.checkedAt >= maxAgeMs;
    if (stale && !state?.renderer) await refresh(app);
    else if (stale) void refresh(app);
    return known.get(app)?.renderer ?? null;
  }

  return { rendererOf, refreshAll: () => Promise.all([...addresses.keys()].map(refresh)) };
}

module.exports = { createRemoteScreens, SERVER_FILE };
