/**
 * The first screen of a page, drawn by the shell's server: the chrome (from the shell's server build,
 * dist/server/chrome.js) and, on a public page, its first content: a remote's screen drawn by the remote's
 * own server build (remote-screens.js), the home's by the shell's (dist/server/first-content.js), from the
 * API's answers, so the page's largest element comes with the HTML instead of after the scripts, the
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

/** The site's origin a request came to (the addresses a page gives to share). */
function originOf(url, headers) {
  const protocol = String(headers['x-forwarded-proto'] ?? 'http').split(',')[0].trim();
  return new URL(url, `${protocol === 'https' ? 'https' : 'http'}://${headers.host ?? 'localhost'}`).origin;
}

/** The value of a promise, or null if it takes longer than `ms` (or fails). */
function within(promise, ms) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, ms, null);
  });
  return Promise.race([promise.catch(() => null), late]).finally(() => clearTimeout(timer));
}

/**
 * @param {object} options
 * @param {string} options.dist the shell's build
 * @param {() => Array<object> | null} options.routes the route table (page-routes.json)
 * @param {string} options.apiUrl
 * @param {(app: string) => Promise<Function | null>} options.remoteScreens a remote's `renderFirstScreen`, from
 *   its server build (remote-screens.js)
 * @param {(pathname: string) => Promise<string[] | null>} options.remoteStylesheets the stylesheets of the
 *   remote's screen at an address, null while they are not known (page-preloads.js)
 * @param {number} [options.drawTimeoutMs] past this, a remote's screen is left to the browser
 * @param {{ error: Function }} [options.log]
 * @param {typeof fetch} [options.fetchImpl]
 */
function createFirstScreen({
  dist,
  routes,
  apiUrl,
  remoteScreens,
  remoteStylesheets,
  drawTimeoutMs = 1_500,
  log = console,
  fetchImpl,
}) {
  const template = builtText(path.join(dist, 'index.html'));
  const chromeBundle = serverBundle(path.join(dist, 'server', 'chrome.js'));
  const contentBundle = serverBundle(path.join(dist, 'server', 'first-content.js'));
  const read = createApiReads({ apiUrl, ...(fetchImpl ? { fetchImpl } : {}) });

  /** The shell's own page's first content (the home's), drawn by the shell's server build. */
  async function shellContent(bundle, match, language) {
    const reads = bundle.firstContentReads(match.route.id);
    const address = reads && bundle.readAddress(reads);
    const data = address && (await read(address));
    if (!data) return null;
    const html = bundle.renderFirstContent({ data, language, apiUrl });
    // The answer goes with the page: the screen asking for it takes it instead of a second request.
    return { area: 'kora-shell-page', html, answers: { [address]: data }, answersId: bundle.FIRST_ANSWERS_ID, stylesheets: [STYLESHEET] };
  }

  /** A remote's screen drawn by the remote's own server build, with the answers it was drawn from. */
  async function remoteContent(app, request) {
    // Drawn only with its styles: a screen's markup without them would be a worse first paint than none.
    const [render, stylesheets] = await Promise.all([remoteScreens(app), remoteStylesheets(request.pathname)]);
    const drawn = render && stylesheets && (await within(render({ ...request, read }), drawTimeoutMs));
    if (!drawn?.html) return null;
    return { area: `kora-remote-${app}`, ...drawn, stylesheets };
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
      let content = null;
      if (match && !match.route.signInRequired) {
        const { search } = new URL(url, 'http://page');
        try {
          content =
            match.route.app === 'shell'
              ? await shellContent(bundle, match, language)
              : await remoteContent(match.route.app, { pathname, search, language, origin: originOf(url, headers) });
        } catch (err) {
          // The page goes with its chrome; the screen draws its content in the browser.
          log.error({ err, pathname }, "a page's first content could not be drawn");
        }
      }
      const drawn = chrome?.renderChrome({
        language,
        pathname,
        cookiesAnswered: cookieValue(headers.cookie, 'cookiesAccepted') === 'true',
      });
      const pieces = drawn
        ? Object.fromEntries(Object.entries(CHROME_CONTAINERS).map(([piece, id]) => [id, drawn[piece]]))
        : null;
      return pageHtml(html, { language, chrome: pieces, content });
    } catch (err) {
      log.error({ err, pathname }, 'the first screen could not be drawn');
      return html;
    }
  }

  return { page };
}

module.exports = { createFirstScreen, cookieValue };
