import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bus } from '../bus/event-bus';
import { readString, writeString } from '../stores/storage';
import { detectLanguage, pageLanguageSources } from './detect-language';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from './languages';
import fr from './locales/fr.json';

export { LANGUAGES, DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, isLanguage, type Language } from './languages';
export { detectLanguage, isSafeLanguageTag, toLanguage, type LanguageSources } from './detect-language';
export { useTranslation } from 'react-i18next';

export const COMMON_NAMESPACE = 'common';

/** One namespace's texts in the three languages, French first. */
export type NamespaceTranslations = Record<Language, ResourceLanguage>;

/**
 * One namespace's texts fetched per language, e.g. `{ fr: () => import('./fr.json'), … }`: a page downloads
 * the texts of its language only, not all three (every app has every text in the three languages:
 * `locale-parity.test.ts`).
 */
export type TranslationLoaders = Record<Language, () => Promise<ResourceLanguage | { default: ResourceLanguage }>>;

/**
 * Each namespace's loaders. An app may give one namespace several sets (its texts every screen uses, and
 * those only some screens show): each set is fetched when first asked for, and all merge into the namespace.
 */
const loaders = new Map<string, TranslationLoaders[]>();
/** The languages each set of loaders has brought. */
const loadedLanguages = new WeakMap<TranslationLoaders, Set<Language>>();

// The kernel's texts: French (the default and the fallback) comes with the kernel, the others when asked.
loaders.set(COMMON_NAMESPACE, [
  {
    fr: async () => fr,
    en: () => import(/* webpackChunkName: "kernel-texts-en" */ './locales/en.json'),
    es: () => import(/* webpackChunkName: "kernel-texts-es" */ './locales/es.json'),
  },
]);

function isLoaders(translations: NamespaceTranslations | TranslationLoaders): translations is TranslationLoaders {
  return typeof translations[DEFAULT_LANGUAGE] === 'function';
}

/** Fetches the texts of these languages for a namespace that has loaders, those not already there. */
async function loadTexts(namespace: string, languages: readonly Language[]): Promise<void> {
  await Promise.all(
    (loaders.get(namespace) ?? []).flatMap((load) => {
      const loaded = loadedLanguages.get(load) ?? new Set<Language>();
      loadedLanguages.set(load, loaded);
      return [...new Set(languages)]
        .filter((language) => !loaded.has(language))
        .map(async (language) => {
          const texts = await load[language]();
          const bundle = 'default' in texts && typeof texts.default === 'object' ? texts.default : texts;
          i18n.addResourceBundle(language, namespace, bundle as ResourceLanguage, true, true);
          loaded.add(language);
        });
    }),
  );
}

/** The page's one i18next instance, shared by every app through @kora/shared. */
export const i18n = i18next.createInstance();

/**
 * The site's server draws the page's first screen in the visitor's language: a cookie of the storage key's
 * name tells it the language this device uses.
 */
function tellTheServer(language: Language): void {
  if (typeof document !== 'undefined')
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
}

function reflectLanguage(language: string): void {
  if (typeof document !== 'undefined' && isLanguage(language)) document.documentElement.lang = language;
}

let initialised: Promise<void> | null = null;

/**
 * Sets i18next up once (later calls return the same promise). French is there at once; the promise settles
 * when the kernel's texts of the page's language are there too.
 */
export function initI18n(): Promise<void> {
  if (initialised) return initialised;

  const language = detectLanguage(pageLanguageSources(() => readString(LANGUAGE_STORAGE_KEY)));
  // Overwrites a rejected stored value so it is not read again.
  writeString(LANGUAGE_STORAGE_KEY, language);
  tellTheServer(language);
  i18n.on('languageChanged', reflectLanguage);

  initialised = i18n
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      fallbackNS: COMMON_NAMESPACE,
      resources: { fr: { [COMMON_NAMESPACE]: fr } },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    .then(() => loadTexts(COMMON_NAMESPACE, [language]))
    // Resolved again now that the language's texts are there.
    .then(() => i18n.changeLanguage(language))
    .then(() => reflectLanguage(i18n.language));
  return initialised;
}

/** The interface language now in use. */
export function getLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Switches the interface language, remembers it on the device and tells every app. */
export async function setLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) return;
  await initI18n();
  await Promise.all([...loaders.keys()].map((namespace) => loadTexts(namespace, [language])));
  await i18n.changeLanguage(language);
  writeString(LANGUAGE_STORAGE_KEY, language);
  tellTheServer(language);
  bus.emit('language:changed', { language });
}

/**
 * Adds (or extends) an app's namespace; each app calls it when it mounts. With loaders, only the current
 * language's texts are fetched; the promise settles once they are there.
 */
export async function addTranslations(
  namespace: string,
  translations: NamespaceTranslations | TranslationLoaders,
): Promise<void> {
  void initI18n();
  if (isLoaders(translations)) {
    const sets = loaders.get(namespace) ?? [];
    if (!sets.includes(translations)) loaders.set(namespace, [...sets, translations]);
    await initI18n();
    await loadTexts(namespace, [getLanguage()]);
    return;
  }
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, translations[language], true, true);
  }
}

/** A kernel text (`common` namespace) in the current language, for code outside React components. */
export function kernelText(key: string, values?: Record<string, unknown>): string {
  void initI18n();
  return i18n.t(key, { ns: COMMON_NAMESPACE, ...values });
}
