import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, href, useTranslation } from '@kora/shared';
import type { Profile } from '@kora/shared/contracts';
import { ArtistProfileForm } from './artist-profile-form';
import { BecomeArtistForm } from './become-artist-form';

export const isArtist = (profile: Profile) => profile.roles.includes('ROLE_ARTIST') || profile.artist !== null;

/** The artist part of 'Zone Artiste': an artist reaches the dashboard; anyone else becomes an artist first. */
export function ArtistZone({ profile, onChanged }: { profile: Profile; onChanged: (profile: Profile) => void }) {
  const { t } = useTranslation('account');
  const [welcomed, setWelcomed] = useState(false);
  if (!isArtist(profile)) {
    return (
      <BecomeArtistForm
        onBecameArtist={(updated) => {
          setWelcomed(true);
          onChanged(updated);
        }}
      />
    );
  }
  return (
    <div className="kora-artist-zone">
      {welcomed && <FormMessage kind="success">{t('artist.welcome')}</FormMessage>}
      {profile.artist && <p>{t('artist.youAre', { name: profile.artist.name })}</p>}
      <Link className="kora-button kora-button--accent" to={href('artistDashboard')}>
        {t('artist.dashboard')}
      </Link>
      {profile.artist && <ArtistProfileForm artist={profile.artist} />}
    </div>
  );
}
