import en from './en.json';
import es from './es.json';
import fr from './fr.json';

/** The shell's `shell` i18n namespace, French first. */
export const shellTranslations = { fr, en, es };
