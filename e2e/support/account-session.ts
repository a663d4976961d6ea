import type { APIRequestContext, Page } from '@playwright/test';
import { ORIGINS } from './site';

export interface TestAccount {
  username: string;
  email: string;
  password: string;
}

/** A new account's details, unique for this run. */
export function newAccount(prefix = 'e2e'): TestAccount {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `${prefix}.${suffix}`;
  return { username, email: `${username}@kora.test`, password: 'Ecoute2025' };
}

/** Creates the account through the API. */
export async function registerThroughApi(request: APIRequestContext, account: TestAccount): Promise<void> {
  const response = await request.post(`${ORIGINS.api}/api/register`, { data: account });
  if (!response.ok()) throw new Error(`register ${account.username}: ${response.status()} ${await response.text()}`);
}

/** Signs in through the API and stores the session in the page the way the sign-in screen does. */
export async function signInThroughApi(page: Page, request: APIRequestContext, account: TestAccount): Promise<void> {
  const response = await request.post(`${ORIGINS.api}/api/login_check`, {
    data: { username: account.username, password: account.password },
  });
  if (!response.ok()) throw new Error(`login ${account.username}: ${response.status()}`);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript(
    ([jwt, username, email]) => {
      localStorage.setItem('jwt_token', jwt);
      localStorage.setItem('username', username);
      localStorage.setItem('user_email', email);
    },
    [token, account.username, account.email],
  );
}

/** A well-formed token that expired an hour ago: the API refuses it with 401. */
export function expiredToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: '1', username: 'lea.martin', iat: now - 7200, exp: now - 3600 };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.${Buffer.from('expired').toString('base64url')}`;
}
