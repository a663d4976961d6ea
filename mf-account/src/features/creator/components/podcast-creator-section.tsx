import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, href, useTranslation } from '@kora/shared';
import { canCreatePodcasts, type Profile } from '@kora/shared/contracts';
import { BecomePodcastCreatorForm } from './become-podcast-creator-form';

/** Podcasts: a creator (or an artist) reaches the podcast creator; anyone else becomes one first. */
export function PodcastCreatorSection({
  profile,
  onChanged,
}: {
  profile: Profile;
  onChanged: (profile: Profile) => void;
}) {
  const { t } = useTranslation('account');
  const [welcomed, setWelcomed] = useState(false);
  if (!canCreatePodcasts(profile.roles)) {
    return (
      <BecomePodcastCreatorForm
        onBecame={(roles) => {
          setWelcomed(true);
          onChanged({ ...profile, roles });
        }}
      />
    );
  }
  return (
    <div className="kora-creator-zone__section-body">
      {welcomed ? <FormMessage kind="success">{t('podcaster.welcome')}</FormMessage> : <p>{t('podcaster.youAre')}</p>}
      <Link className="kora-button kora-button--accent" to={href('podcastCreator')}>
        {t('podcaster.open')}
      </Link>
    </div>
  );
}
