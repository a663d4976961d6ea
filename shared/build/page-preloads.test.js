/** @jest-environment node */
const { createPagePreloads } = require('./page-preloads');
const { pageRoutesOf } = require('./page-routes-plugin');
const { screenAssets } = require('./screen-assets-plugin');
const routeModule = require('../src/routes');

const pageRoutes = () => pageRoutesOf(routeModule);
const BASE = 'https://catalogue.kora.example/v3/';
const CATALOGUE = `${BASE}remoteEntry.js`;
const REMOTES = [{ app: 'catalogue', entry: CATALOGUE }];
const ENTRY_LINK = `<${CATALOGUE}>; rel=preload; as=script; fetchpriority=low`;
const link = (file, as) => `<${BASE}${file}>; rel=preload; as=${as}; fetchpriority=low`;

function manifestWith(sync) {
  return {
    metaData: { publicPath: 'auto' },
    exposes: [
      { path: './parcels/hero-banners', assets: { js: { sync: ['hero.7b.js'] }, css: { sync: ['hero.8c.css'] } } },
      { path: './app', assets: { js: { sync: sync.js }, css: { sync: sync.css } } },
    ],
  };
}

const APP_FILES = { js: ['catalogue-ui.1a.js', '__federation_expose_app.2b.js'], css: ['catalogue-ui.3c.css'] };
const SCREENS = {
  release: { js: ['catalogue-ui.1a.js', '1206.4d.js', 'screen-release.5e.js'], css: ['screen-release.6f.css'] },
};

function json(body, { status = 200, etag = '"v1"' } = {}) {
  return new Response(status === 304 ? null : JSON.stringify(body), { status, headers: { etag } });
}

/** A remote whose deployed files answer as `files` says at the moment they are asked. */
function setup(files) {
  let time = 0;
  const fetchImpl = jest.fn(async (url) => {
    const answer = files[new URL(url).pathname.split('/').pop()];
    return typeof answer === 'function' ? answer() : answer;
  });
  const preloads = createPagePreloads({
    routes: pageRoutes,
    remotes: REMOTES,
    fetchImpl,
    maxAgeMs: 1000,
    now: () => time,
  });
  return { preloads, fetchImpl, advance: (ms) => (time += ms) };
}

const released = () => ({
  'mf-manifest.json': () => json(manifestWith(APP_FILES)),
  'screens.json': () => json(SCREENS),
});

describe("a page's preloads", () => {
  it("announce the remote's entry, its app module's files and the screen's, beside the entry, at low priority", async () => {
    const { preloads, fetchImpl } = setup(released());
    await preloads.refreshAll();

    expect(fetchImpl.mock.calls.map(([url]) => url).sort()).toEqual([
      `${BASE}mf-manifest.json`,
      `${BASE}screens.json`,
    ]);
    expect(preloads.linksFor('/release/4')).toEqual([
      ENTRY_LINK,
      link('catalogue-ui.3c.css', 'style'),
      link('screen-release.6f.css', 'style'),
      link('catalogue-ui.1a.js', 'script'),
      link('__federation_expose_app.2b.js', 'script'),
      link('1206.4d.js', 'script'),
      link('screen-release.5e.js', 'script'),
    ]);
    // A screen the remote does not split out comes with its app module alone.
    expect(preloads.linksFor('/releases')).toHaveLength(4);
  });

  it('announce on the home page the remote and files of the parcel it shows first', async () => {
    const { preloads } = setup(released());
    await preloads.refreshAll();

    expect(preloads.linksFor('/')).toEqual([ENTRY_LINK, link('hero.8c.css', 'style'), link('hero.7b.js', 'script')]);
  });

  it("announce nothing for the shell's other pages, unknown addresses and screens that need an account", async () => {
    const { preloads } = setup(released());
    await preloads.refreshAll();

    expect(preloads.linksFor('/about')).toEqual([]);
    expect(preloads.linksFor('/no/such/page')).toEqual([]);
    // The dashboard's static path wins over an artist's /artist/:idOrSlug, as in the browser.
    expect(preloads.linksFor('/artist/dashboard')).toEqual([]);
    expect(preloads.linksFor('/artist/12')).toHaveLength(4);
  });

  it("announce the entry alone before the remote's files are known, without waiting for them", async () => {
    let answer;
    const { preloads } = setup({
      ...released(),
      'mf-manifest.json': () => new Promise((resolve) => (answer = resolve)),
    });

    expect(preloads.linksFor('/releases')).toEqual([ENTRY_LINK]);
    answer(json(manifestWith(APP_FILES)));
    await preloads.refreshAll();
    expect(preloads.linksFor('/releases')).toHaveLength(4);
  });

  it('follow a new release of the remote once its files are older than their age, keeping them on a 304', async () => {
    const files = released();
    const { preloads, fetchImpl, advance } = setup(files);
    await preloads.refreshAll();

    advance(500);
    preloads.linksFor('/release/4');
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    files['mf-manifest.json'] = () => json(null, { status: 304 });
    files['screens.json'] = () => json(null, { status: 304 });
    advance(600);
    preloads.linksFor('/release/4');
    await preloads.refreshAll();
    expect(fetchImpl.mock.calls.slice(2).map(([, init]) => init.headers)).toEqual([
      { 'If-None-Match': '"v1"' },
      { 'If-None-Match': '"v1"' },
    ]);
    expect(preloads.linksFor('/release/4')).toHaveLength(7);

    files['mf-manifest.json'] = () => json(manifestWith({ js: ['app.9z.js'], css: [] }), { etag: '"v2"' });
    files['screens.json'] = () => json({ release: { js: ['screen-release.8y.js'], css: [] } }, { etag: '"v2"' });
    advance(1100);
    preloads.linksFor('/release/4');
    await preloads.refreshAll();
    expect(preloads.linksFor('/release/4')).toEqual([
      ENTRY_LINK,
      link('app.9z.js', 'script'),
      link('screen-release.8y.js', 'script'),
    ]);
  });

  it('fall back to the entry alone while a remote cannot be reached', async () => {
    const { preloads } = setup({
      'mf-manifest.json': async () => {
        throw new TypeError('fetch failed');
      },
      'screens.json': async () => json(null, { status: 503 }),
    });
    await preloads.refreshAll();
    expect(preloads.linksFor('/release/4')).toEqual([ENTRY_LINK]);
  });

  it('announce nothing while the shell has no built route table', () => {
    const preloads = createPagePreloads({ routes: () => null, remotes: REMOTES, fetchImpl: jest.fn() });
    expect(preloads.linksFor('/releases')).toEqual([]);
  });
});

describe("the stylesheets of a remote's screen the server draws", () => {
  it("are its app module's and its screen's, waited for the first time", async () => {
    const { preloads } = setup(released());
    expect(await preloads.stylesheetsFor('/release/4')).toEqual([`${BASE}catalogue-ui.3c.css`, `${BASE}screen-release.6f.css`]);
  });

  it('are unknown while the remote does not answer, and asked for again soon', async () => {
    const files = {};
    const { preloads, advance } = setup(files);
    expect(await preloads.stylesheetsFor('/release/4')).toBeNull();
    Object.assign(files, released());
    advance(1100);
    expect(await preloads.stylesheetsFor('/release/4')).toEqual([`${BASE}catalogue-ui.3c.css`, `${BASE}screen-release.6f.css`]);
  });

  it("are none for the shell's own pages and pages that need an account", async () => {
    const { preloads } = setup(released());
    expect(await preloads.stylesheetsFor('/')).toBeNull();
    expect(await preloads.stylesheetsFor('/library')).toBeNull();
  });
});

describe("the builds' tables", () => {
  it("the shell's carries every route with its id, app and whether it needs an account", () => {
    const routes = pageRoutes();
    expect(routes).toContainEqual({ id: 'release', path: '/release/:id', app: 'catalogue' });
    expect(routes).toContainEqual({
      id: 'home',
      path: '/',
      app: 'shell',
      firstParcel: { app: 'catalogue', expose: './parcels/hero-banners' },
    });
    expect(routes).toContainEqual({ id: 'about', path: '/about', app: 'shell' });
    expect(routes).toContainEqual({
      id: 'artistDashboard',
      path: '/artist/dashboard',
      app: 'creator',
      signInRequired: true,
    });
  });

  it("a remote's gives each named screen the files of its chunks, and nothing for other chunks", () => {
    const chunk = (...files) => ({ files: new Set(files) });
    const groups = new Map([
      ['screen-release', { chunks: [chunk('1206.4d.js'), chunk('screen-release.5e.js', 'screen-release.6f.css')] }],
      ['texts-fr', { chunks: [chunk('texts-fr.7a.js')] }],
    ]);
    expect(screenAssets(groups)).toEqual({
      release: { js: ['1206.4d.js', 'screen-release.5e.js'], css: ['screen-release.6f.css'] },
    });
  });
});
