import { addTranslations, type TranslationLoaders } from '@kora/shared';

/** The offline app's namespace: its texts come with its code, after the page has loaded. */
export const OFFLINE_NAMESPACE = 'shellOffline';

const loaders: TranslationLoaders = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
};

export function withOfflineTexts<Code>(code: Promise<Code>): Promise<Code> {
  return Promise.all([code, addTranslations(OFFLINE_NAMESPACE, loaders)]).then(([loaded]) => loaded);
}
