import type { Page } from '@playwright/test';
import { newAccount, registerThroughApi, signInThroughApi } from '../support/account-session';
import { DEMO_ARTIST } from '../support/creator-media';
import { expect, test } from '../support/fixtures';
import { ORIGINS, watchNetwork } from '../support/site';

/**
 * Every web origin sends its security headers, and the site works under them: no script, style, image,
 * font or request of any page is refused by the shell's Content-Security-Policy.
 */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.exposeFunction('reportPolicyViolation', (text: string) => refused.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation(
        `${event.violatedDirective} refused ${event.blockedURI}`,
      );
    });
  });
  return refused;
}

test("the shell's page cannot be framed, runs no inline script and names its script origins", async ({ request }) => {
  const response = await request.get(`${ORIGINS.shell}/releases`);
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toMatch(/script-src 'self' [^;]*http:\/\/localhost:3001/);
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test("a remote's files are sent with nosniff and may be loaded by the shell's page", async ({ request }) => {
  const entry = await request.get(`${ORIGINS.events}/remoteEntry.js`);
  expect(entry.ok()).toBe(true);
  expect(entry.headers()['x-content-type-options']).toBe('nosniff');
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  expect(entry.headers()['content-type']).toMatch(/javascript/);
});

test('the public pages work under the policy, none of their resources refused', async ({ page }) => {
  const refused = await watchPolicyViolations(page);
  for (const address of ['/', '/releases', '/events', '/store', '/artists', '/signin']) {
    await page.goto(address, { waitUntil: 'networkidle' });
    await expect(page.locator('#kora-main')).not.toBeEmpty();
  }
  expect(refused).toEqual([]);
});

test("a member's account area works under the policy", async ({ page, request }) => {
  const refused = await watchPolicyViolations(page);
  const member = newAccount('csp');
  await registerThroughApi(request, member);
  await signInThroughApi(page, request, member);
  const networkQuiet = watchNetwork(page);
  await page.goto('/profile');
  await networkQuiet();
  await expect(page.locator('#kora-remote-account')).not.toBeEmpty();
  expect(refused).toEqual([]);
});

test("a creator's dashboard works under the policy", async ({ page, request }) => {
  const refused = await watchPolicyViolations(page);
  await signInThroughApi(page, request, { ...DEMO_ARTIST, email: 'lina.duval@kora.test' });
  const networkQuiet = watchNetwork(page);
  await page.goto('/artist/dashboard');
  await networkQuiet();
  await expect(page.locator('#kora-remote-creator')).not.toBeEmpty();
  expect(refused).toEqual([]);
});
