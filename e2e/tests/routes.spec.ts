import { test, expect } from '../support/fixtures';
import { ROUTES, type RouteId } from '@kora/shared/routes';
import { acceptCookies, localeText, scrollToFooter, signInLocally } from '../support/site';
import { newAccount, registerThroughApi, signInThroughApi } from '../support/account-session';

const APP_DIRS = {
  catalogue: 'mf-catalogue',
  events: 'mf-events',
  store: 'mf-store',
  account: 'mf-account',
  creator: 'mf-creator',
} as const;

function samplePath(path: string) {
  return path
    .replace(':idOrSlug', '1')
    .replace(':provider', 'google')
    .replace(/:[A-Za-z]+/g, '1');
}

// A release page asks the API for the signed-in user's access to its tracks, and the catalogue's screens
// for the user's library (likes, follows, favourites, playlists), like these account screens.
const ACCOUNT_SCREENS_CALLING_THE_API: RouteId[] = [
  'profile',
  'eventCreate',
  'subscriptionSuccess',
  'tickets',
  'eventCheckIn',
  'eventEdit',
  'release',
  'artist',
  'podcast',
  'episode',
  'favorites',
  'search',
  'library',
  'playlist',
  'support',
];

// A playlist's heading is its name: id 1 is the demo's first playlist, public.
const CONTENT_HEADINGS: Partial<Record<RouteId, string>> = { playlist: 'Découvertes Kora' };

const remoteRoutes = (Object.keys(ROUTES) as RouteId[]).filter((id) => ROUTES[id].app !== 'shell');

test.describe('every route of the table renders inside the chrome', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await signInLocally(page);
  });

  for (const id of remoteRoutes) {
    const route = ROUTES[id];
    test(`${route.path} shows the ${route.app} screen`, async ({ page, request }) => {
      // These screens (and every creator tool) ask the API for the account: they need a session the API accepts.
      if (ACCOUNT_SCREENS_CALLING_THE_API.includes(id) || route.app === 'creator') {
        const account = newAccount('routes');
        await registerThroughApi(request, account);
        await signInThroughApi(page, request, account);
      }
      // A signed-in visitor is sent on from these two: they are read signed out.
      if (id === 'register' || id === 'signIn') {
        await page.addInitScript(() => {
          localStorage.removeItem('jwt_token');
          localStorage.removeItem('username');
        });
      }
      const title = CONTENT_HEADINGS[id] ?? localeText(APP_DIRS[route.app as keyof typeof APP_DIRS], `screens.${id}`);
      await page.goto(samplePath(route.path));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('navigation', { name: localeText('shell', 'nav.label') })).toBeVisible();
      await scrollToFooter(page);
    });
  }

  for (const [path, key] of [
    ['/about', 'about.title'],
    ['/privacy', 'privacy.title'],
    ['/contact', 'contact.title'],
    ['/no/such/page', 'notFound.title'],
  ] as const) {
    test(`${path} shows the shell page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: localeText('shell', key) })).toBeVisible();
      await scrollToFooter(page);
    });
  }
});

test('a screen that needs an account sends a visitor to the sign-in screen', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/artist/dashboard');
  await expect(page).toHaveURL(/\/signin\?next=%2Fartist%2Fdashboard/);
  await expect(page.getByRole('heading', { level: 1, name: localeText('mf-account', 'screens.signIn') })).toBeVisible();
});
