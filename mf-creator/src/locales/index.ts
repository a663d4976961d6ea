import type { NamespaceTranslations } from '@kora/shared';
import fr from './fr.json';
import en from './en.json';
import es from './es.json';
import common from '../common/locales';
import podcasts from '../common/podcasts/locales';
import dashboard from '../features/dashboard/locales';
import releaseChooser from '../features/release-chooser/locales';
import singleForm from '../features/single-form/locales';
import albumForm from '../features/album-form/locales';
import videoForm from '../features/video-form/locales';
import myReleases from '../features/my-releases/locales';
import releaseEdit from '../features/release-edit/locales';
import podcastManager from '../features/podcast-manager/locales';
import podcastForm from '../features/podcast-form/locales';
import episodeForm from '../features/episode-form/locales';

/** Each feature keeps its texts beside its code under its own top-level key; the app's are the screen titles. */
const parts = [
  common,
  podcasts,
  dashboard,
  releaseChooser,
  singleForm,
  albumForm,
  videoForm,
  myReleases,
  releaseEdit,
  podcastManager,
  podcastForm,
  episodeForm,
];
const merge = (own: object, language: keyof NamespaceTranslations) =>
  Object.assign({}, own, ...parts.map((part) => part[language]));

export const translations: NamespaceTranslations = { fr: merge(fr, 'fr'), en: merge(en, 'en'), es: merge(es, 'es') };
