import { addTranslations, type TranslationLoaders } from '@kora/shared';

/** The footer's namespace: its texts come with its code, when it scrolls into view. */
export const FOOTER_NAMESPACE = 'shellFooter';

const loaders: TranslationLoaders = {
  fr: () => import('./footer/locales/fr.json'),
  en: () => import('./footer/locales/en.json'),
  es: () => import('./footer/locales/es.json'),
};

/** The footer's code, once its texts are there too. */
export function withFooterTexts<Code>(code: Promise<Code>): Promise<Code> {
  return Promise.all([code, addTranslations(FOOTER_NAMESPACE, loaders)]).then(([loaded]) => loaded);
}
