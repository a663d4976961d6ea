import en from './en.json';
import es from './es.json';
import fr from './fr.json';

/** The footer's texts (namespace `shellFooter`), French first. */
export const footerTranslations = { fr, en, es };
