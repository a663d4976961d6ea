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
import commentsFr from '../features/comments/locales/fr.json';
import commentsEn from '../features/comments/locales/en.json';
import commentsEs from '../features/comments/locales/es.json';
import searchFr from '../features/search/locales/fr.json';
import searchEn from '../features/search/locales/en.json';
import searchEs from '../features/search/locales/es.json';
import pagesFr from '../pages/locales/fr.json';
import pagesEn from '../pages/locales/en.json';
import pagesEs from '../pages/locales/es.json';

/**
 * Every language at once, for tests; the page fetches one language (`./on-demand`), and the screens' own
 * texts (theirs, the comments', the search's) with the screens that show them (`./page-texts`).
 */
export const translations = {
  fr: { ...fr, ...pagesFr, purchases: purchasesFr, comments: commentsFr, search: searchFr },
  en: { ...en, ...pagesEn, purchases: purchasesEn, comments: commentsEn, search: searchEn },
  es: { ...es, ...pagesEs, purchases: purchasesEs, comments: commentsEs, search: searchEs },
};

/** The `catalogue-library` namespace in every language, for tests; the page fetches one (`./library-texts`). */
export const libraryTranslations = {
  fr: { playlists: playlistsFr, favourites: favouritesFr, offline: offlineFr },
  en: { playlists: playlistsEn, favourites: favouritesEn, offline: offlineEn },
  es: { playlists: playlistsEs, favourites: favouritesEs, offline: offlineEs },
};
