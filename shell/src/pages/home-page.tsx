import { useEffect } from 'react';
import { useTranslation, type ParcelId } from '@kora/shared';
import { RemoteParcel } from '@kora/shared/remote-app';
import './home-page.css';

/**
 * The home page's sections, in order: each is a parcel exposed by the remote that owns its content,
 * mounted in its own contained slot (a section whose remote is down shows the "section unavailable"
 * notice and a Retry, and the others carry on).
 */
export const HOME_SECTIONS: ReadonlyArray<{ parcel: ParcelId; modifier?: string }> = [
  { parcel: 'hero-banners', modifier: 'hero' },
  { parcel: 'artists' },
  { parcel: 'artist-clips' },
  { parcel: 'audio-lists' },
  { parcel: 'episodes' },
  { parcel: 'product-strip' },
  { parcel: 'upcoming-events' },
  { parcel: 'news' },
  { parcel: 'partners' },
  { parcel: 'new-releases' },
];

/** The home page: the shell lays it out; each section is a parcel of the remote that owns its content. */
export function HomePage() {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = 'Kora';
  }, []);
  return (
    <div className="kora-home">
      <header className="kora-home__intro">
        <h1 className="kora-home__title">{t('home.title')}</h1>
        <p className="kora-home__lead">{t('home.lead')}</p>
      </header>
      {HOME_SECTIONS.map(({ parcel, modifier }) => (
        <RemoteParcel
          key={parcel}
          parcel={parcel}
          className={modifier ? `kora-home__section kora-home__section--${modifier}` : 'kora-home__section'}
        />
      ))}
    </div>
  );
}
