import { useId, type ReactNode } from 'react';
import { useTranslation } from '@kora/shared';
import { canCreatePodcasts, type Plan, type Profile } from '@kora/shared/contracts';
import { ArtistZone, isArtist } from './artist-zone';
import { CreationPlanNotice } from './creation-plan-notice';
import { PodcastCreatorSection } from './podcast-creator-section';
import './creator-zone.css';

interface CreatorZoneProps {
  profile: Profile;
  plan: Plan;
  onChanged: (profile: Profile) => void;
  onPlanChanged: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="kora-creator-zone__section" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * 'Zone Artiste': becoming an artist or a podcast creator when the plan allows it (the plan table's
 * contentCreation), else which plan it takes with the way to it; then the artist's and the podcast
 * creator's own entries.
 */
export function CreatorZone({ profile, plan, onChanged, onPlanChanged }: CreatorZoneProps) {
  const { t } = useTranslation('account');
  const mayBecome = plan.features.contentCreation;
  const artist = isArtist(profile);
  const podcaster = canCreatePodcasts(profile.roles);
  return (
    <div className="kora-creator-zone">
      {!mayBecome && !artist && (
        <CreationPlanNotice
          current={plan}
          missing={podcaster ? 'artist' : 'artistOrPodcaster'}
          onPlanChanged={onPlanChanged}
        />
      )}
      {(mayBecome || artist) && (
        <Section title={t('creator.artistTitle')}>
          <ArtistZone profile={profile} onChanged={onChanged} />
        </Section>
      )}
      {(mayBecome || podcaster) && (
        <Section title={t('creator.podcastsTitle')}>
          <PodcastCreatorSection profile={profile} onChanged={onChanged} />
        </Section>
      )}
    </div>
  );
}
