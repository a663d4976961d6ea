import { ErrorState, useTranslation } from '@kora/shared';
import type { Podcast } from '@kora/shared/contracts';
import { PodcastDetail } from './podcast-detail';

interface SelectedPodcastProps {
  podcasts: readonly Podcast[];
  requestedId: string | undefined;
  focusOnShow: boolean;
  onAnnounce: (message: string) => void;
  onDeleted: (title: string) => void;
}

/** The podcast the address names, among the creator's own; a hint while none is chosen. */
export function SelectedPodcast({ podcasts, requestedId, focusOnShow, onAnnounce, onDeleted }: SelectedPodcastProps) {
  const { t } = useTranslation('creator');
  if (requestedId === undefined) return <p className="kora-creator-podcasts__hint">{t('podcastManager.chooseHint')}</p>;
  const podcast = podcasts.find((candidate) => String(candidate.id) === requestedId);
  if (!podcast) return <ErrorState message={t('podcastManager.notFound')} />;
  return (
    <PodcastDetail
      key={podcast.id}
      podcast={podcast}
      focusOnShow={focusOnShow}
      onAnnounce={onAnnounce}
      onDeleted={() => onDeleted(podcast.title)}
    />
  );
}
