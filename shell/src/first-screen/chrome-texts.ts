import {
  addTranslations,
  COMMON_NAMESPACE,
  DEFAULT_LANGUAGE,
  i18n,
  initI18n,
  isLanguage,
  type Language,
} from '@kora/shared';
import kernelEn from '@kora/shared/locales/en.json';
import kernelEs from '@kora/shared/locales/es.json';
import kernelFr from '@kora/shared/locales/fr.json';
import { footerTranslations } from '../chrome/footer/locales';
import { FOOTER_NAMESPACE } from '../chrome/footer-texts';
import { shellTranslations } from '../locales';

let ready = false;

/** Every text the chrome shows, in the three languages, in the kernel's one i18next instance. */
function loadChromeTexts(): void {
  if (ready) return;
  // With no stored choice, browser or page to read, this settles on French; the texts are there at once.
  void initI18n();
  void addTranslations(COMMON_NAMESPACE, { fr: kernelFr, en: kernelEn, es: kernelEs });
  void addTranslations('shell', shellTranslations);
  void addTranslations(FOOTER_NAMESPACE, footerTranslations);
  ready = true;
}

/**
 * Puts the chrome's texts in `language` (French for anything else). Every text is already there, so the
 * switch is immediate: a render that follows in the same task reads this language throughout.
 */
export function switchChromeTexts(language: Language): void {
  loadChromeTexts();
  const shown = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  if (i18n.language !== shown) void i18n.changeLanguage(shown);
}
