import fr from './fr.json';
import en from './en.json';
import es from './es.json';

export const translations = { fr, en, es };
