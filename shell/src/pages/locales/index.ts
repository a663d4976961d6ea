import en from './en.json';
import es from './es.json';
import fr from './fr.json';

/** The texts of the shell's static pages (about, privacy, contact), French first: tests use them all. */
export const staticPageTranslations = { fr, en, es };
