import { i18n, setLanguage } from '@kora/shared';
import { loadTexts } from '@kora/shared/testing';
import { libraryTexts } from './library-texts';

const libraryText = (key: string) => i18n.t(key, { ns: 'catalogue-library' });

beforeAll(() => loadTexts());
afterAll(() => setLanguage('fr'));

it('brings the library texts in the current language, and another language when the visitor switches', async () => {
  expect(i18n.hasResourceBundle('fr', 'catalogue-library')).toBe(false);
  await libraryTexts();
  expect(libraryText('playlists.newPlaylist')).toBe('Nouvelle playlist');
  expect(libraryText('favourites.add')).toBe('Ajouter aux favoris');
  await setLanguage('en');
  expect(libraryText('playlists.newPlaylist')).toBe('New playlist');
});
