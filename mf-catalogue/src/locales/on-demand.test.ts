import { LANGUAGES } from '@kora/shared';
import { libraryTranslations, translations } from '.';
import { libraryTranslationLoaders } from './library-texts';
import { translationLoaders } from './on-demand';

it.each(LANGUAGES)('fetches every %s text the app has, purchases included', async (language) => {
  expect(await translationLoaders[language]()).toEqual(translations[language]);
});

it.each(LANGUAGES)(
  'fetches every %s text of the library, playlists, favourites and offline listening',
  async (language) => {
    expect(await libraryTranslationLoaders[language]()).toEqual(libraryTranslations[language]);
  },
);
