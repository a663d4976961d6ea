/** @jest-environment node */
const { createPagePreloads } = require('./page-preloads');
const { pageRoutesOf } = require('./page-routes-plugin');
const { ROUTES } = require('../src/routes');

const pageRoutes = () => pageRoutesOf(ROUTES);

const CATALOGUE = 'https://catalogue.kora.example/v3/remoteEntry.js';
const REMOTES = [{ app: 'catalogue', entry: CATALOGUE }];

function manifestWith(sync) {
  return {
    metaData: { publicPath: 'auto' },
    exposes: [
      { path: './parcels/new-releases', assets: { js: { sync: ['parcel.js'] }, css: { sync: [] } } },
      { path: './app', assets: { js: { sync: sync.js }, css: { sync: sync.css } } },
    ],
  };
}

function json(body, { status = 200, etag = '"v1"' } = {}) {
  return new Response(status === 304 ? null : JSON.stringify(body), { status, headers: { etag } });
}

function setup(respond) {
  let time = 0;
  const fetchImpl = jest.fn(respond);
  const preloads = createPagePreloads({
    routes: () => pageRoutes(),
    remotes: REMOTES,
    fetchImpl,
    maxAgeMs: 1000,
    now: () => time,
  });
  return { preloads, fetchImpl, advance: (ms) => (time += ms) };
}

const APP_FILES = { js: ['catalogue-ui.1a.js', '__federation_expose_app.2b.js'], css: ['catalogue-ui.3c.css'] };

describe("a page's preloads", () => {
  it("announce the remote's entry and its app module's files, beside the entry, at low priority", async () => {
    const { preloads, fetchImpl } = setup(async () => json(manifestWith(APP_FILES)));
    await preloads.refreshAll();

    expect(fetchImpl.mock.calls[0][0]).toBe('https://catalogue.kora.example/v3/mf-manifest.json');
    expect(preloads.linksFor('/release/4')).toEqual([
      `<${CATALOGUE}>; rel=preload; as=script; fetchpriority=low`,
      '<https://catalogue.kora.example/v3/catalogue-ui.3c.css>; rel=preload; as=style; fetchpriority=low',
      '<https://catalogue.kora.example/v3/catalogue-ui.1a.js>; rel=preload; as=script; fetchpriority=low',
      '<https://catalogue.kora.example/v3/__federation_expose_app.2b.js>; rel=preload; as=script; fetchpriority=low',
    ]);
  });

  it("announce nothing for the shell's own pages, unknown addresses and screens that need an account", async () => {
    const { preloads } = setup(async () => json(manifestWith(APP_FILES)));
    await preloads.refreshAll();

    expect(preloads.linksFor('/')).toEqual([]);
    expect(preloads.linksFor('/about')).toEqual([]);
    expect(preloads.linksFor('/no/such/page')).toEqual([]);
    // The dashboard's static path wins over an artist's /artist/:idOrSlug, as in the browser.
    expect(preloads.linksFor('/artist/dashboard')).toEqual([]);
    expect(preloads.linksFor('/artist/12')).toHaveLength(4);
  });

  it('announce the entry alone before the manifest is known, without waiting for it', async () => {
    let answer;
    const { preloads } = setup(() => new Promise((resolve) => (answer = resolve)));

    expect(preloads.linksFor('/releases')).toEqual([`<${CATALOGUE}>; rel=preload; as=script; fetchpriority=low`]);
    answer(json(manifestWith(APP_FILES)));
    await preloads.refreshAll();
    expect(preloads.linksFor('/releases')).toHaveLength(4);
  });

  it('follow a new release of the remote once the manifest is older than its age, keeping it on a 304', async () => {
    const releases = [
      json(manifestWith(APP_FILES)),
      json(null, { status: 304 }),
      json(manifestWith({ js: ['app.9z.js'], css: [] }), { etag: '"v2"' }),
    ];
    const { preloads, fetchImpl, advance } = setup(async () => releases.shift());
    await preloads.refreshAll();

    advance(500);
    preloads.linksFor('/releases');
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    advance(600);
    preloads.linksFor('/releases');
    await preloads.refreshAll();
    expect(fetchImpl.mock.calls[1][1].headers).toEqual({ 'If-None-Match': '"v1"' });
    expect(preloads.linksFor('/releases')).toHaveLength(4);

    advance(1100);
    preloads.linksFor('/releases');
    await preloads.refreshAll();
    expect(preloads.linksFor('/releases')).toEqual([
      `<${CATALOGUE}>; rel=preload; as=script; fetchpriority=low`,
      '<https://catalogue.kora.example/v3/app.9z.js>; rel=preload; as=script; fetchpriority=low',
    ]);
  });

  it('fall back to the entry alone while a remote cannot be reached', async () => {
    const { preloads } = setup(async () => {
      throw new TypeError('fetch failed');
    });
    await preloads.refreshAll();
    expect(preloads.linksFor('/releases')).toEqual([`<${CATALOGUE}>; rel=preload; as=script; fetchpriority=low`]);
  });

  it('announce nothing while the shell has no built route table', () => {
    const preloads = createPagePreloads({ routes: () => null, remotes: REMOTES, fetchImpl: jest.fn() });
    expect(preloads.linksFor('/releases')).toEqual([]);
  });
});

describe("the shell's built route table", () => {
  it('carries every route of the table with its app and whether it needs an account', () => {
    const routes = pageRoutes();
    expect(routes).toContainEqual({ path: '/release/:id', app: 'catalogue' });
    expect(routes).toContainEqual({ path: '/', app: 'shell' });
    expect(routes).toContainEqual({ path: '/artist/dashboard', app: 'creator', signInRequired: true });
  });
});
