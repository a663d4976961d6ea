import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, registerThroughApi, signInThroughApi } from '../support/account-session';
import { DEMO_ARTIST, DEMO_PODCASTER } from '../support/creator-media';
import { expect, test } from '../support/fixtures';
import { ORIGINS, watchNetwork } from '../support/site';
import { scrollToTheEnd } from '../support/layout';
import { ADDRESS_PAYLOADS, MARKUP_PAYLOADS } from '../support/xss-payloads';

/**
 * Every text the API sends is a place where a member's words end up on someone's screen. Each page is
 * drawn and read down to its end with every text field of every API answer carrying every markup payload
 * of the corpus (and link fields a javascript: or data: address), in Chromium: none may run, and no
 * event-handler attribute or script address may reach the page.
 */
const NOT_TEXT =
  /(^id$|Id$|_id$|At$|_at$|date|Date|status|type|Type|kind|role|currency|slug|provider|format|code|locale|language|state|token|plan|method|sort|unit|color)/;
const LINK = /(url|Url|href|link|Link|website|Website)$/;
const MEDIA =
  /(image|Image|cover|Cover|avatar|Avatar|audio|Audio|src|file|File|banner|Banner|logo|poster|Poster|video|Video|photo|picture)/;

const EVERY_MARKUP_PAYLOAD = MARKUP_PAYLOADS.join(' ');

interface Poisoning {
  places: number;
  payloads: Set<number>;
}

function poison(value: unknown, key: string, state: Poisoning): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, key, state));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k, state)]));
  }
  if (typeof value !== 'string' || !value || NOT_TEXT.test(key) || /^[\d\s.,:+TZ-]+$/.test(value)) return value;
  if (MEDIA.test(key)) return value;
  state.places += 1;
  if (LINK.test(key)) {
    const index = state.places % ADDRESS_PAYLOADS.length;
    state.payloads.add(MARKUP_PAYLOADS.length + index);
    return ADDRESS_PAYLOADS[index];
  }
  MARKUP_PAYLOADS.forEach((_, index) => state.payloads.add(index));
  return `${value} ${EVERY_MARKUP_PAYLOAD}`;
}

/** Serves the page's API answers with payloads in them; returns what ran. */
async function poisonApiAnswers(page: Page, state: Poisoning): Promise<string[]> {
  const ran: string[] = [];
  await page.exposeFunction('reportXss', (what: string) => ran.push(what));
  await page.addInitScript(() => {
    const report = (what: unknown) => (window as unknown as { reportXss: (w: string) => void }).reportXss(String(what));
    Object.defineProperty(window, '__xss', { value: report, configurable: false });
    window.alert = report;
  });
  await page.route(`${ORIGINS.api}/api/**`, async (route) => {
    // The notification stream never ends, so it cannot be read whole and rewritten: it passes as it is.
    if (route.request().headers().accept === 'text/event-stream') return route.continue();
    const response = await route.fetch();
    const contentType = response.headers()['content-type'] ?? '';
    if (route.request().method() !== 'GET' || !contentType.includes('json')) return route.fulfill({ response });
    const body: unknown = await response.json().catch(() => undefined);
    if (body === undefined) return route.fulfill({ response });
    return route.fulfill({ response, json: poison(body, '', state) });
  });
  return ran;
}

/** Markup that could run later (on a click or a hover) if it reached the page. */
async function dormantScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Where a script address runs: followed links, frames, forms (an image's src never runs one).
    const navigates = (tag: string, name: string) =>
      ['href', 'xlink:href', 'action', 'formaction'].includes(name) ||
      (name === 'src' && ['IFRAME', 'FRAME', 'EMBED', 'SCRIPT'].includes(tag)) ||
      (name === 'data' && tag === 'OBJECT');
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value.trim().toLowerCase();
        if (name.startsWith('on')) found.push(`${element.tagName} ${name}`);
        if (
          navigates(element.tagName, name) &&
          /^(javascript|vbscript|data:text\/html)/.test([...value].filter((c) => c.charCodeAt(0) > 32).join(''))
        ) {
          found.push(`${element.tagName} ${name}=${attribute.value}`);
        }
      }
    }
    return found;
  });
}

async function firstId(request: APIRequestContext, list: string): Promise<number> {
  const items = (await (await request.get(`${ORIGINS.api}/api/${list}`, { params: { limit: 1 } })).json()) as {
    id: number;
  }[];
  if (!items[0]) throw new Error(`no ${list} in the demo content`);
  return items[0].id;
}

async function drawPages(page: Page, addresses: string[], state: Poisoning) {
  const ran = await poisonApiAnswers(page, state);
  const dormant: string[] = [];
  const networkQuiet = watchNetwork(page);
  for (const address of addresses) {
    await page.goto(address);
    await networkQuiet();
    await scrollToTheEnd(page, () => networkQuiet(300));
    await page.waitForTimeout(300);
    dormant.push(...(await dormantScripts(page)).map((found) => `${address}: ${found}`));
  }
  return { ran, dormant };
}

test.describe.configure({ mode: 'serial' });
const state: Poisoning = { places: 0, payloads: new Set() };
let pages = 0;
let executions = 0;

test.afterAll(() => {
  console.log(
    `XSS corpus: ${state.payloads.size} of ${MARKUP_PAYLOADS.length + ADDRESS_PAYLOADS.length} payloads through ${state.places} places on ${pages} pages, ${executions} executions`,
  );
});

test("a visitor's pages run none of the payloads", async ({ page, request }) => {
  test.setTimeout(180_000);
  const [release, artist, article, podcast, event, product] = await Promise.all(
    ['releases', 'artists', 'articles', 'podcasts', 'events', 'products'].map((list) => firstId(request, list)),
  );
  const addresses = [
    '/',
    '/releases',
    `/release/${release}`,
    '/artists',
    `/artist/${artist}`,
    '/news',
    `/news/${article}`,
    '/podcasts',
    `/podcast/${podcast}`,
    '/events',
    `/event/${event}`,
    '/store',
    `/product/${product}`,
    '/favorites',
  ];
  const { ran, dormant } = await drawPages(page, addresses, state);
  pages += addresses.length;
  executions += ran.length;
  expect(state.places).toBeGreaterThan(200);
  expect(ran).toEqual([]);
  expect(dormant).toEqual([]);
});

test("a member's pages run none of the payloads", async ({ page, request }) => {
  const member = newAccount('xss');
  await registerThroughApi(request, member);
  await signInThroughApi(page, request, member);
  const addresses = ['/profile', '/tickets', '/cart'];
  const { ran, dormant } = await drawPages(page, addresses, state);
  pages += addresses.length;
  executions += ran.length;
  expect(ran).toEqual([]);
  expect(dormant).toEqual([]);
});

test("creators' pages run none of the payloads", async ({ page, request }) => {
  await signInThroughApi(page, request, { ...DEMO_ARTIST, email: 'lina.duval@kora.test' });
  const addresses = ['/artist/dashboard', '/artist/releases'];
  const { ran, dormant } = await drawPages(page, addresses, state);
  pages += addresses.length;
  executions += ran.length;
  expect(ran).toEqual([]);
  expect(dormant).toEqual([]);
});

test("a podcaster's pages run none of the payloads", async ({ page, request }) => {
  await signInThroughApi(page, request, { ...DEMO_PODCASTER, email: 'marc.ondes@kora.test' });
  const addresses = ['/podcast-creator'];
  const { ran, dormant } = await drawPages(page, addresses, state);
  pages += addresses.length;
  executions += ran.length;
  expect(ran).toEqual([]);
  expect(dormant).toEqual([]);
});
