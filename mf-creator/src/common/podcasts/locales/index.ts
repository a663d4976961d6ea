import fr from './fr.json';
import en from './en.json';
import es from './es.json';

export default { fr, en, es };
