import { ROUTES, useDocumentTitle, useTranslation, type ParcelId } from '@kora/shared';
import { preloadParcel, RemoteParcel } from '@kora/shared/remote-app';
import './home-page.css';

/**
 * The home page's sections, in order: each is a parcel exposed by the remote that owns its content,
 * mounted in its own contained slot that keeps the parcel's height until it is shown (a section whose
 * remote is down shows the "section unavailable" notice and a Retry, and the others carry on).
 */
export const HOME_SECTIONS: readonly ParcelId[] = [
  ROUTES.home.firstParcel,
  'artists',
  'artist-clips',
  'audio-lists',
  'episodes',
  'product-strip',
  'upcoming-events',
  'news',
  'partners',
  'new-releases',
];

/**
 * The home page: the shell lays it out; each section is a parcel of the remote that owns its content.
 * The first (the hero) comes at once; the others are fetched as they come near the viewport.
 */
export function HomePage() {
  const { t } = useTranslation('shell');
  useDocumentTitle();
  return (
    <div className="kora-home">
      <header className="kora-home__intro">
        <h1 className="kora-home__title">{t('home.title')}</h1>
        <p className="kora-home__lead">{t('home.lead')}</p>
      </header>
      {HOME_SECTIONS.map((parcel, position) => (
        <RemoteParcel key={parcel} parcel={parcel} deferUntilNear={position > 0} className="kora-home__section" />
      ))}
    </div>
  );
}

/** The hero's code is asked for as soon as the page knows where its remote lives, not after the first render. */
HomePage.preload = () => preloadParcel(HOME_SECTIONS[0]);
