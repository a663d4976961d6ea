import type { NamespaceTranslations } from '@kora/shared';
import fr from './fr.json';
import en from './en.json';
import es from './es.json';
import common from '../common/locales';
import upcoming from '../features/upcoming/locales';
import eventsList from '../features/events-list/locales';
import eventDetail from '../features/event-detail/locales';
import eventForm from '../features/event-form/locales';
import eventsManager from '../features/events-manager/locales';
import tickets from '../features/tickets/locales';
import checkIn from '../features/check-in/locales';

/** Each feature keeps its texts beside its code under its own top-level key; the app's are the screen titles. */
const parts = [common, upcoming, eventsList, eventDetail, eventForm, eventsManager, tickets, checkIn];
const merge = (own: object, language: keyof NamespaceTranslations) =>
  Object.assign({}, own, ...parts.map((part) => part[language]));

export const translations: NamespaceTranslations = { fr: merge(fr, 'fr'), en: merge(en, 'en'), es: merge(es, 'es') };
