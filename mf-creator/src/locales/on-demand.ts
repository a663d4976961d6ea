import { folderTexts, type TranslationLoaders } from '@kora/shared';

/** The folders under src/ whose texts make up the app's namespace: its own (screen titles), then each feature's. */
const FOLDERS = [
  'locales',
  'common/locales',
  'common/podcasts/locales',
  'features/dashboard/locales',
  'features/release-chooser/locales',
  'features/single-form/locales',
  'features/album-form/locales',
  'features/video-form/locales',
  'features/my-releases/locales',
  'features/release-edit/locales',
  'features/podcast-manager/locales',
  'features/podcast-form/locales',
  'features/episode-form/locales',
];

/**
 * The app's texts as the page fetches them: the current language's only, all its folders in one chunk
 * ("lazy-once": every file an import's path can name goes into one chunk). Tests use `./index`.
 */
export const translationLoaders: TranslationLoaders = {
  fr: folderTexts(
    FOLDERS,
    (folder) => import(/* webpackChunkName: "texts-fr", webpackMode: "lazy-once" */ `../${folder}/fr.json`),
  ),
  en: folderTexts(
    FOLDERS,
    (folder) => import(/* webpackChunkName: "texts-en", webpackMode: "lazy-once" */ `../${folder}/en.json`),
  ),
  es: folderTexts(
    FOLDERS,
    (folder) => import(/* webpackChunkName: "texts-es", webpackMode: "lazy-once" */ `../${folder}/es.json`),
  ),
};
