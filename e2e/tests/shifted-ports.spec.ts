import { spawn, type ChildProcess } from 'node:child_process';
import { newAccount } from '../support/account-session';
import { expect, test } from '../support/fixtures';
import { acceptCookies, localeText } from '../support/site';

/**
 * The whole site moved to other ports with the port variables alone: the shell tells browsers where
 * the remotes and the API are, and the API trusts the shell where it now is (CORS, links). It shares the
 * run's database (the API's data folder), as a second deployment of the same site would.
 */
const SHIFTED = {
  KORA_SHELL_PORT: '5300',
  KORA_CATALOGUE_PORT: '5301',
  KORA_EVENTS_PORT: '5302',
  KORA_STORE_PORT: '5303',
  KORA_ACCOUNT_PORT: '5304',
  KORA_CREATOR_PORT: '5305',
  PORT: '5400',
};
const SHELL = `http://localhost:${SHIFTED.KORA_SHELL_PORT}`;
const API = `http://localhost:${SHIFTED.PORT}`;

let site: ChildProcess | null = null;

async function untilAnswering(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  site = spawn(process.execPath, [require.resolve('@kora/shared/build/site.mjs')], {
    env: { ...process.env, ...SHIFTED },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 140_000;
  await untilAnswering(`${API}/api/health`, deadline);
  await untilAnswering(`${SHELL}/remotes.json`, deadline);
});

test.afterAll(() => {
  if (site?.pid) process.kill(-site.pid, 'SIGTERM');
});

test('on other ports, a visitor browses every public remote and a member signs in and sees their profile', async ({
  page,
  request,
}) => {
  const origins = new Set<string>();
  page.on('request', (sent) => origins.add(new URL(sent.url()).origin));
  await acceptCookies(page);

  await page.goto(`${SHELL}/releases`);
  await expect(
    page.getByRole('heading', { level: 1, name: localeText('mf-catalogue', 'screens.releases') }),
  ).toBeVisible();
  await page.goto(`${SHELL}/events`);
  await expect(page.getByRole('heading', { level: 1, name: localeText('mf-events', 'screens.events') })).toBeVisible();

  const member = newAccount('ports');
  const registered = await request.post(`${API}/api/register`, { data: member });
  expect(registered.status()).toBe(201);
  await page.goto(`${SHELL}/signin`);
  await page.getByLabel(localeText('mf-account', 'fields.usernameOrEmail')).fill(member.username);
  await page.getByLabel(localeText('mf-account', 'fields.password'), { exact: true }).fill(member.password);
  await page.getByRole('button', { name: localeText('mf-account', 'signIn.submit') }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(member.username) })).toBeVisible();
  await page.goto(`${SHELL}/profile`);
  await expect(
    page.getByRole('heading', { level: 1, name: localeText('mf-account', 'screens.profile') }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(member.email).first()).toBeVisible();

  const usual = [...origins].filter((origin) => /localhost:(300[0-5]|4000)$/.test(origin));
  expect(usual).toEqual([]);
});
