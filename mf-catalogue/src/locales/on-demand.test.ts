import { LANGUAGES } from '@kora/shared';
import { libraryTranslations, translations } from '.';
import { libraryTranslationLoaders } from './library-texts';
import { translationLoaders } from './on-demand';
import { pageTranslationLoaders } from './page-texts';

it.each(LANGUAGES)(
  'fetches every %s text the app has, purchases included, the comments and the search with their screens',
  async (language) => {
    const everyScreen = (await translationLoaders[language]()) as object;
    expect(everyScreen).not.toHaveProperty('comments');
    expect(everyScreen).not.toHaveProperty('search');
    expect({ ...everyScreen, ...((await pageTranslationLoaders[language]()) as object) }).toEqual(
      translations[language],
    );
  },
);

it.each(LANGUAGES)(
  'fetches every %s text of the library, playlists, favourites and offline listening',
  async (language) => {
    expect(await libraryTranslationLoaders[language]()).toEqual(libraryTranslations[language]);
  },
);
