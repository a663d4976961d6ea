import { test, expect } from '../support/fixtures';
import { acceptCookies, localeText, ORIGINS } from '../support/site';
import { apiList, signInThroughApi, useSession } from '../support/catalogue-session';

const t = (key: string) => localeText('mf-catalogue', key);
const MALICIOUS = '<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2;alert(2)</script>';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  // Nothing on these pages may ever open a dialog: an alert would be script run from content.
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
});

test('a signed-in listener comments a release and replies to the comment; the reply nests under it', async ({
  page,
  request,
}) => {
  const [release] = await apiList<{ id: number }>(request, '/releases?type=album&limit=1');
  await useSession(page, await signInThroughApi(request));
  await page.goto(`/release/${release.id}`);

  const text = `Quel album ! ${Date.now()}`;
  const field = page.getByRole('textbox', { name: t('comments.label') });
  await field.fill(text);
  await page.getByRole('button', { name: t('comments.submit') }).click();
  await expect(page.getByText(t('comments.sent'))).toBeVisible();
  const mine = page
    .getByRole('listitem')
    .filter({ has: page.getByText(text, { exact: true }) })
    .last();
  await expect(mine).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText(t('comments.sent'))).toBeHidden();

  await mine.getByRole('button', { name: 'Répondre à lea.martin' }).click();
  await expect(field).toHaveValue('@lea.martin ');
  await field.pressSequentially('merci pour la réponse');
  await page.getByRole('button', { name: t('comments.submit') }).click();
  await expect(mine.getByRole('list').getByText('@lea.martin merci pour la réponse')).toBeVisible({ timeout: 5_000 });
});

test('an anonymous visitor is refused with the spec message', async ({ page, request }) => {
  const [release] = await apiList<{ id: number }>(request, '/releases?limit=1');
  await page.goto(`/release/${release.id}`);
  await page.getByRole('textbox', { name: t('comments.label') }).fill('Bonjour');
  await page.getByRole('button', { name: t('comments.submit') }).click();
  await expect(page.getByText('Vous devez être connecté pour commenter.')).toBeVisible();
  await expect(page.getByRole('link', { name: t('comments.signInLink') })).toHaveAttribute(
    'href',
    `/signin?next=${encodeURIComponent(`/release/${release.id}`)}`,
  );
});

test('an article and a comment holding an image with onerror and a script execute nothing', async ({
  page,
  request,
}) => {
  const [article] = await apiList<Record<string, unknown> & { id: number }>(request, '/articles?limit=1');
  const session = await signInThroughApi(request);
  const posted = await request.post(`${ORIGINS.api}/api/comments`, {
    data: { articleId: article.id, text: `Regardez ${MALICIOUS}` },
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(posted.status()).toBe(201);
  // The demo articles are clean: this one is served with markup an attacker might slip into an article.
  await page.route(`${ORIGINS.api}/api/articles/${article.id}`, (route) =>
    route.fulfill({
      json: { ...article, content: `<p>Texte sûr.</p>${MALICIOUS}<p>Fin de l'article.</p>` },
      headers: { 'access-control-allow-origin': '*' },
    }),
  );

  await page.goto(`/news/${article.id}`);
  await expect(page.getByText('Texte sûr.')).toBeVisible();
  await expect(page.getByText("Fin de l'article.")).toBeVisible();
  await expect(page.getByText(`Regardez ${MALICIOUS}`)).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // The image may stay, stripped of its handler; nothing may carry an event handler or a script.
  await expect(page.locator('#kora-remote-catalogue [onerror]')).toHaveCount(0);
  await expect(page.locator('#kora-remote-catalogue script')).toHaveCount(0);
});
