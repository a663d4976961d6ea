import { LANGUAGES } from '@kora/shared';
import { libraryTranslations, translations } from '.';
import { libraryTranslationLoaders } from './library-texts';
import { translationLoaders } from './on-demand';
import { pageTranslationLoaders } from './page-texts';

it.each(LANGUAGES)(
  "fetches every %s text the app has, purchases included, the screens' own with their screens",
  async (language) => {
    const everyScreen = (await translationLoaders[language]()) as object;
    for (const screensOnly of ['comments', 'search', 'releases', 'release', 'artist', 'episode', 'rating', 'sorts']) {
      expect(everyScreen).not.toHaveProperty(screensOnly);
    }
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
