/**
 * The first screen of a page, drawn by the shell's server: the chrome (from the shell's server build,
 * dist/server/chrome.js) and, on a public page, its first content (dist/server/first-content.js) from the
 * API's answer, so the page's largest element comes with the HTML instead of after the scripts, the
 * screen's data and the remote's code. Whatever cannot be drawn (no server build yet, the API or a
 * remote not answering, a render that throws) is left to the browser, as before: the page is always sent.
 */
const path = require('path');
const { matchRoutes } = require('react-router-dom');
const { createApiReads } = require('./api-reads');
const { pageHtml } = require('./page-html');
const { builtText, serverBundle } = require('./server-bundle');

/** The first content's styles, served beside index.html (shell/public). */
const STYLESHEET = '/first-content.css';

/** Where each piece of the chrome goes in index.html. */
const CHROME_CONTAINERS = {
  banners: 'kora-banners',
  header: 'kora-header',
  sidebar: 'kora-sidebar',
  footer: 'kora-footer',
  player: 'kora-player',
};

function cookieValue(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * @param {object} options
 * @param {string} options.dist the shell's build
 * @param {() => Array<object> | null} options.routes the route table (page-routes.json)
 * @param {string} options.apiUrl
 * @param {(app: string) => Promise<Record<string, {screens?: Record<string, string>}> | null>} options.remoteTexts
 *   a remote's first-screen.json: its screens' titles per language
 * @param {{ error: Function }} [options.log]
 * @param {typeof fetch} [options.fetchImpl]
 */
function createFirstScreen({ dist, routes, apiUrl, remoteTexts, log = console, fetchImpl }) {
  const template = builtText(path.join(dist, 'index.html'));
  const chromeBundle = serverBundle(path.join(dist, 'server', 'chrome.js'));
  const contentBundle = serverBundle(path.join(dist, 'server', 'first-content.js'));
  const read = createApiReads({ apiUrl, ...(fetchImpl ? { fetchImpl } : {}) });

  async function contentOf(bundle, match, language) {
    const { route, params } = match;
    const reads = bundle.firstContentReads(route.id, params);
    const address = reads && bundle.readAddress(reads);
    const data = address && (await read(address));
    if (!data) return null;
    const app = route.app === 'shell' ? null : route.app;
    const titles = (app && (await remoteTexts(app))?.[language]?.screens) ?? {};
    const html = bundle.renderFirstContent({ route: route.id, data, titles, language, apiUrl });
    // The answer goes with the page: the screen asking for it takes it instead of a second request.
    return { area: app ? `kora-remote-${app}` : 'kora-shell-page', html, answers: { [address]: data }, answersId: bundle.FIRST_ANSWERS_ID };
  }

  /** The page's HTML for a request, or null before the shell is built. */
  async function page(url, headers) {
    const html = template();
    if (!html) return null;
    const pathname = new URL(url, 'http://page').pathname;
    try {
      const bundle = contentBundle();
      const chrome = chromeBundle();
      if (!bundle) return html;
      const language = bundle.visitorLanguage({
        cookie: cookieValue(headers.cookie, 'i18nextLng'),
        acceptLanguage: headers['accept-language'],
      });
      const table = routes();
      const match = table ? matchRoutes(table, pathname)?.at(-1) : null;
      const content = match && !match.route.signInRequired ? await contentOf(bundle, match, language) : null;
      const drawn = chrome?.renderChrome({
        language,
        pathname,
        cookiesAnswered: cookieValue(headers.cookie, 'cookiesAccepted') === 'true',
      });
      const pieces = drawn
        ? Object.fromEntries(Object.entries(CHROME_CONTAINERS).map(([piece, id]) => [id, drawn[piece]]))
        : null;
      return pageHtml(html, { language, chrome: pieces, content, stylesheet: STYLESHEET });
    } catch (err) {
      log.error({ err, pathname }, 'the first screen could not be drawn');
      return html;
    }
  }

  return { page };
}

module.exports = { createFirstScreen, cookieValue };
