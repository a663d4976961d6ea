import fr from './fr.json';
import en from './en.json';
import es from './es.json';
import purchasesFr from '../features/purchases/locales/fr.json';
import purchasesEn from '../features/purchases/locales/en.json';
import purchasesEs from '../features/purchases/locales/es.json';
import playlistsFr from '../features/playlists/locales/fr.json';
import playlistsEn from '../features/playlists/locales/en.json';
import playlistsEs from '../features/playlists/locales/es.json';
import favouritesFr from '../features/favourites/locales/fr.json';
import favouritesEn from '../features/favourites/locales/en.json';
import favouritesEs from '../features/favourites/locales/es.json';
import offlineFr from '../features/offline/locales/fr.json';
import offlineEn from '../features/offline/locales/en.json';
import offlineEs from '../features/offline/locales/es.json';

/** Every language at once, for tests; the page fetches one language (`./on-demand`). */
export const translations = {
  fr: { ...fr, purchases: purchasesFr },
  en: { ...en, purchases: purchasesEn },
  es: { ...es, purchases: purchasesEs },
};

/** The `catalogue-library` namespace in every language, for tests; the page fetches one (`./library-texts`). */
export const libraryTranslations = {
  fr: { playlists: playlistsFr, favourites: favouritesFr, offline: offlineFr },
  en: { playlists: playlistsEn, favourites: favouritesEn, offline: offlineEn },
  es: { playlists: playlistsEs, favourites: favouritesEs, offline: offlineEs },
};
