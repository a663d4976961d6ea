import { addTranslations, type TranslationLoaders } from '@kora/shared';

/** The namespace of what each kind of notification says: it comes with the bell's list or the live feed. */
export const NOTIFICATION_TEXTS_NAMESPACE = 'shellNotifications';

const loaders: TranslationLoaders = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
};

/** Code that writes notifications, once their texts are there too. */
export function withNotificationTexts<Code>(code: Promise<Code>): Promise<Code> {
  return Promise.all([code, addTranslations(NOTIFICATION_TEXTS_NAMESPACE, loaders)]).then(([loaded]) => loaded);
}
