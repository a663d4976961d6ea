import { appForPath, href, matchRoute, REMOTE_APPS, routesOf, ROUTES, searchHitPath, signInRequiredAt } from './routes';

describe('route table', () => {
  it.each([
    ['/', 'shell'],
    ['/about', 'shell'],
    ['/releases', 'catalogue'],
    ['/release/12', 'catalogue'],
    ['/artist/nadia-kane', 'catalogue'],
    ['/artist/7', 'catalogue'],
    ['/artist/dashboard', 'creator'],
    ['/artist/release', 'creator'],
    ['/artist/release/album', 'creator'],
    ['/events', 'events'],
    ['/events/create', 'events'],
    ['/events/edit/3', 'events'],
    ['/event/3', 'events'],
    ['/cart', 'store'],
    ['/auth/google/callback', 'account'],
    ['/subscription/cancel', 'account'],
    ['/podcast-creator/manage/4', 'creator'],
    ['/no/such/page', 'shell'],
  ])('gives %s to %s', (path, app) => {
    expect(appForPath(path)).toBe(app);
  });

  it('prefers the creator dashboard to an artist named "dashboard"', () => {
    expect(matchRoute('/artist/dashboard')?.id).toBe('artistDashboard');
    expect(matchRoute('/artist/dashboard-band')).toEqual({ id: 'artist', params: { idOrSlug: 'dashboard-band' } });
  });

  it('gives each address its own parameters however many addresses a visit goes through', () => {
    for (let id = 1; id <= 100; id += 1) expect(matchRoute(`/release/${id}`)?.params).toEqual({ id: String(id) });
    expect(matchRoute('/release/1')).toEqual({ id: 'release', params: { id: '1' } });
    expect(matchRoute('/event/1')).toEqual({ id: 'event', params: { id: '1' } });
  });

  it('has no route for unknown paths', () => {
    expect(matchRoute('/nowhere')).toBeNull();
  });

  it('builds links from route ids and parameters', () => {
    expect(href('release', { id: 12 })).toBe('/release/12');
    expect(href('episodeCreateForPodcast', { podcastId: 3 })).toBe('/podcast-creator/episode/3');
    expect(href('home')).toBe('/');
  });

  it('lists each remote with at least one route, and writes every path once', () => {
    for (const app of REMOTE_APPS) expect(routesOf(app).length).toBeGreaterThan(0);
    const paths = Object.values(ROUTES).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('signInRequiredAt', () => {
  it('tells the screens that need an account from the public ones', () => {
    expect(signInRequiredAt('/artist/dashboard')).toBe(true);
    expect(signInRequiredAt('/podcast-creator/manage/3')).toBe(true);
    expect(signInRequiredAt('/releases')).toBe(false);
    expect(signInRequiredAt('/no-such-page')).toBe(false);
  });
});

describe('searchHitPath', () => {
  it('opens the page of each kind of result, a track its release', () => {
    expect(searchHitPath({ type: 'artists', id: 4 })).toBe('/artist/4');
    expect(searchHitPath({ type: 'releases', id: 7 })).toBe('/release/7');
    expect(searchHitPath({ type: 'tracks', id: 31, releaseId: 7 })).toBe('/release/7');
    expect(searchHitPath({ type: 'events', id: 2 })).toBe('/event/2');
    expect(searchHitPath({ type: 'products', id: 5 })).toBe('/product/5');
    expect(searchHitPath({ type: 'podcasts', id: 3 })).toBe('/podcast/3');
    expect(searchHitPath({ type: 'episodes', id: 9 })).toBe('/episode/9');
    expect(searchHitPath({ type: 'articles', id: 1 })).toBe('/news/1');
  });
});
