import { LANGUAGES } from '@kora/shared';
import { translations } from '.';
import { translationLoaders } from './on-demand';

it.each(LANGUAGES)('fetches every %s text the app has, purchases included', async (language) => {
  expect(await translationLoaders[language]()).toEqual(translations[language]);
});
