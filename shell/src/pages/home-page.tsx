import { useEffect } from 'react';
import { useTranslation, type RemoteAppName } from '@kora/shared';
import { RemoteParcel } from '@kora/shared/remote-app';
import './home-page.css';

/**
 * The home page's sections, in order: each is a parcel exposed by the remote that owns its content,
 * mounted in its own contained slot (a section whose remote is down shows the "section unavailable"
 * notice and a Retry, and the others carry on).
 */
export const HOME_SECTIONS: ReadonlyArray<{ app: RemoteAppName; expose: string; modifier?: string }> = [
  { app: 'catalogue', expose: './parcels/hero-banners', modifier: 'hero' },
  { app: 'catalogue', expose: './parcels/artists' },
  { app: 'catalogue', expose: './parcels/artist-clips' },
  { app: 'catalogue', expose: './parcels/audio-lists' },
  { app: 'catalogue', expose: './parcels/episodes' },
  { app: 'store', expose: './parcels/product-strip' },
  { app: 'events', expose: './parcels/upcoming-events' },
  { app: 'catalogue', expose: './parcels/news' },
  { app: 'catalogue', expose: './parcels/partners' },
  { app: 'catalogue', expose: './parcels/new-releases' },
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
      {HOME_SECTIONS.map(({ app, expose, modifier }) => (
        <RemoteParcel
          key={`${app}:${expose}`}
          app={app}
          expose={expose}
          className={modifier ? `kora-home__section kora-home__section--${modifier}` : 'kora-home__section'}
        />
      ))}
    </div>
  );
}
