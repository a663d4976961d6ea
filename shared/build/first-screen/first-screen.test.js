/** @jest-environment node */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { createFirstScreen } = require('./first-screen');
const { pageRoutesOf } = require('../page-routes-plugin');
const routeModule = require('../../src/routes');

const TEMPLATE =
  '<!doctype html><html lang=fr><head><title>Kora</title></head><body><div id=kora-banners></div>' +
  '<div class=kora-layout><div id=kora-header></div><main id=kora-main><div id=kora-shell-page></div>' +
  '<div id=kora-remote-catalogue class=kora-remote></div></main><div id=kora-footer></div></div>' +
  '<div id=kora-player></div></body></html>';

/** Server bundles that draw what they are given, as the shell's build makes them. */
const CHROME = `module.exports.renderChrome = ({ language, pathname, cookiesAnswered }) => ({
  banners: cookiesAnswered ? '' : '<section>cookies <button type="button">OK</button></section>',
  header: '<header>' + language + ' ' + pathname + '</header>',
  sidebar: '<nav>menu</nav>', footer: '<footer>pied</footer>', player: '<div>player</div>',
});`;
const CONTENT = `module.exports = {
  visitorLanguage: ({ cookie, acceptLanguage }) => cookie || (acceptLanguage || 'fr').slice(0, 2),
  firstContentReads: (route) => route === 'home' ? { path: '/banners' } : null,
  readAddress: (read) => read.path,
  FIRST_ANSWERS_ID: 'kora-first-answers',
  renderFirstContent: ({ data }) => '<h1>Bienvenue</h1><p>' + data[0].title + '</p>',
};`;

/** A remote's renderFirstScreen as its server build gives it: draws a release from what it reads. */
async function drawRelease({ pathname, search, language, origin, read }) {
  const id = pathname.split('/')[2];
  const address = `/releases/${id}`;
  const release = await read(address);
  if (release === null) return null;
  return {
    html: `<h1>${release.title}</h1><p>${language} ${search} ${origin}</p>`,
    answers: { [address]: release },
    answersId: 'kora-first-answers',
  };
}

const STYLESHEETS = ['http://remote.test/screen-release.1234abcd.css'];

function builtShell({ chrome = CHROME, content = CONTENT } = {}) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kora-first-screen-'));
  fs.mkdirSync(path.join(dist, 'server'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  if (chrome) fs.writeFileSync(path.join(dist, 'server', 'chrome.js'), chrome);
  if (content) fs.writeFileSync(path.join(dist, 'server', 'first-content.js'), content);
  return dist;
}

function firstScreen(
  dist,
  { api = async () => Response.json({ title: 'Minuit Quarante' }), remote = drawRelease, drawTimeoutMs } = {},
) {
  const fetchImpl = jest.fn(api);
  const log = { error: jest.fn() };
  const screen = createFirstScreen({
    dist,
    routes: () => pageRoutesOf(routeModule),
    apiUrl: 'http://api.test',
    remoteScreens: async (app) => (app === 'catalogue' ? remote : null),
    remoteStylesheets: async () => STYLESHEETS,
    drawTimeoutMs,
    fetchImpl,
    log,
  });
  return { screen, fetchImpl, log };
}

describe("the shell's server draws a page's first screen", () => {
  it("puts the chrome and the remote's own drawing of a release in the page, read from the API once for a few seconds", async () => {
    const { screen, fetchImpl } = firstScreen(builtShell());
    const html = await screen.page('/release/4?view=tracks', { 'accept-language': 'fr-FR', host: 'kora.test' });
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<body data-kora-ready>');
    expect(html).toContain('<div id=kora-header data-kora-drawn><header>fr /release/4</header></div>');
    // Its controls are said not to work yet: the shell's own replace them.
    expect(html).toContain(
      '<div id=kora-banners data-kora-drawn><section>cookies <button aria-disabled="true" data-kora-inert type="button">OK</button></section>',
    );
    expect(html).toContain(
      '<div id=kora-remote-catalogue class=kora-remote data-kora-drawn><div data-kora-first-content><h1>Minuit Quarante</h1><p>fr ?view=tracks http://kora.test</p></div>',
    );
    // The remote's screen's own stylesheets, there from the first paint.
    expect(html).toContain(`<link rel="stylesheet" href="${STYLESHEETS[0]}"></head>`);
    await screen.page('/release/4', {});
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0][0]).toBe('http://api.test/api/releases/4');
  });

  it("leaves a remote's controls as its screen drew them: the shell holds what is pressed there until the remote takes over", async () => {
    const remote = async () => ({
      html: '<form><input name="q"><button aria-disabled="true" type="submit">Suivant</button></form>',
      answers: {},
      answersId: 'kora-first-answers',
    });
    const { screen } = firstScreen(builtShell(), { remote });
    const html = await screen.page('/release/4', {});
    expect(html).toContain(
      '<div data-kora-first-content><form><input name="q"><button aria-disabled="true" type="submit">Suivant</button></form></div>',
    );
    // The chrome's controls are still said not to work until the shell has drawn its own.
    expect(html).toContain('<button aria-disabled="true" data-kora-inert type="button">OK</button>');
  });

  it("sends the API's answer the content was drawn from with the page, as data a script cannot be slipped into", async () => {
    const answer = { title: 'Minuit </script><script>alert(1)</script>', tracks: [] };
    const { screen } = firstScreen(builtShell(), { api: async () => Response.json(answer) });
    const html = await screen.page('/release/4', {});
    const element = html.match(/<script type="application\/json" id="kora-first-answers">(.*?)<\/script><\/body>/);
    expect(element).not.toBeNull();
    expect(element[1]).not.toContain('<');
    expect(JSON.parse(element[1])).toEqual({ '/releases/4': answer });
  });

  it('draws in the language the visitor chose (cookie) and leaves out the banner they answered', async () => {
    const { screen } = firstScreen(builtShell());
    const html = await screen.page('/release/4', { cookie: 'i18nextLng=es; cookiesAccepted=true', 'accept-language': 'en' });
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('<header>es /release/4</header>');
    expect(html).not.toContain('<section>cookies');
  });

  it('sends the chrome without content when the API does not answer, and asks again at the next visit', async () => {
    const { screen, fetchImpl } = firstScreen(builtShell(), {
      api: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const html = await screen.page('/release/4', {});
    expect(html).toContain('<header>fr /release/4</header>');
    expect(html).not.toContain('data-kora-first-content');
    expect(html).not.toContain('rel="stylesheet"');
    await screen.page('/release/4', {});
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("sends the chrome alone when the remote has no server build, or draws too slowly", async () => {
    const without = await firstScreen(builtShell(), { remote: null }).screen.page('/release/4', {});
    expect(without).toContain('<header>fr /release/4</header>');
    expect(without).not.toContain('data-kora-first-content');
    const slow = firstScreen(builtShell(), { remote: () => new Promise(() => {}), drawTimeoutMs: 50 });
    const html = await slow.screen.page('/release/4', {});
    expect(html).toContain('<header>fr /release/4</header>');
    expect(html).not.toContain('data-kora-first-content');
  });

  it("draws the home's welcome and first banner with the shell's own server build and styles", async () => {
    const { screen, fetchImpl } = firstScreen(builtShell(), { api: async () => Response.json([{ title: 'Concerts' }]) });
    const html = await screen.page('/', {});
    expect(html).toContain(
      '<div id=kora-shell-page data-kora-drawn><div data-kora-first-content><h1>Bienvenue</h1><p>Concerts</p></div>',
    );
    expect(html).toContain('<link rel="stylesheet" href="/first-content.css"></head>');
    expect(fetchImpl.mock.calls[0][0]).toBe('http://api.test/api/banners');
  });

  it('draws no content for a page that needs an account, nor for one it does not know', async () => {
    const { screen, fetchImpl } = firstScreen(builtShell());
    expect(await screen.page('/library', {})).not.toContain('data-kora-first-content');
    expect(await screen.page('/nowhere', {})).toContain('<header>fr /nowhere</header>');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('sends the page as built when its server build is missing or throws', async () => {
    expect(await firstScreen(builtShell({ chrome: null, content: null })).screen.page('/release/4', {})).toBe(TEMPLATE);
    const failing = firstScreen(builtShell({ chrome: "module.exports.renderChrome = () => { throw new Error('no'); };" }));
    expect(await failing.screen.page('/release/4', {})).toBe(TEMPLATE);
    expect(failing.log.error).toHaveBeenCalledTimes(1);
  });

  it('draws with a new release of the shell without a restart', async () => {
    const dist = builtShell();
    const { screen } = firstScreen(dist);
    expect(await screen.page('/', {})).toContain('<header>fr /</header>');
    const chrome = path.join(dist, 'server', 'chrome.js');
    fs.writeFileSync(chrome, CHROME.replace("'<header>'", "'<header>v2 '"));
    fs.utimesSync(chrome, new Date(), new Date(Date.now() + 5000));
    expect(await screen.page('/', {})).toContain('<header>v2 fr /</header>');
  });

  it('answers null before the shell is built', async () => {
    const dist = builtShell();
    fs.rmSync(path.join(dist, 'index.html'));
    expect(await firstScreen(dist).screen.page('/', {})).toBeNull();
  });
});
