import { useEffect } from 'react';
import { useTranslation } from '@kora/shared';
import { ParcelSlot } from '../composition/parcel-slot';
import './home-page.css';

/** The home page: the shell lays it out; each section is a parcel of the remote that owns its content. */
export function HomePage() {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = 'Kora';
  }, []);
  return (
    <div className="kora-home">
      <h1 className="kora-home__title">{t('home.title')}</h1>
      <p className="kora-home__lead">{t('home.lead')}</p>
      <ParcelSlot app="catalogue" expose="./parcels/new-releases" className="kora-home__section" />
      <ParcelSlot app="events" expose="./parcels/upcoming-events" className="kora-home__section" />
      <ParcelSlot app="store" expose="./parcels/product-strip" className="kora-home__section" />
    </div>
  );
}
