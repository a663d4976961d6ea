import { itShowsEveryScreen } from '@kora/shared/testing';
import { translations } from './locales';
import { pages } from './pages';

itShowsEveryScreen('store', pages, translations);
