import { i18n, setLanguage } from '@kora/shared';
import { loadTexts } from '@kora/shared/testing';
import { pageTexts } from './page-texts';

const catalogueText = (key: string) => i18n.t(key, { ns: 'catalogue' });

beforeAll(() => loadTexts());
afterAll(() => setLanguage('fr'));

it("brings the comments' and the search's texts into the app's namespace, and again when the visitor switches", async () => {
  expect(i18n.exists('comments.title', { ns: 'catalogue' })).toBe(false);
  await pageTexts();
  expect(catalogueText('comments.title')).toBe('Commentaires');
  expect(catalogueText('search.placeholder')).toBe(
    (await import('../features/search/locales/fr.json')).default.placeholder,
  );
  await setLanguage('en');
  expect(catalogueText('comments.title')).toBe('Comments');
});
