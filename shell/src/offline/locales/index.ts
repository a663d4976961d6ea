import en from './en.json';
import es from './es.json';
import fr from './fr.json';

/** The offline app's texts (namespace `shellOffline`), French first. */
export const offlineTranslations = { fr, en, es };
