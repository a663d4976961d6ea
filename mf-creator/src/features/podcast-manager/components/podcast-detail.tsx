import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { href, useTranslation } from '@kora/shared';
import type { Podcast } from '@kora/shared/contracts';
import { PodcastCover } from '../../../common/podcasts/components/podcast-cover';
import { usePublish } from '../hooks/use-publish';
import { DeletePodcastDialog } from './delete-podcast-dialog';
import { PodcastEditForm } from './podcast-edit-form';
import { PodcastEpisodes } from './podcast-episodes';
import { PodcastFeedAddress } from './podcast-feed-address';
import { StatusBadge } from './status-badge';

interface PodcastDetailProps {
  podcast: Podcast;
  /** Chosen on this screen: the focus moves to the detail's heading. */
  focusOnShow: boolean;
  onAnnounce: (message: string) => void;
  onDeleted: () => void;
}

/** One podcast: publish it, add an episode, its feed once published, edit it, delete it, and its episodes. */
export function PodcastDetail({ podcast, focusOnShow, onAnnounce, onDeleted }: PodcastDetailProps) {
  const { t } = useTranslation('creator');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  const publish = usePublish('podcast', () => onAnnounce(t('podcastManager.published', { title: podcast.title })));
  const headingId = `creator-podcast-${podcast.id}-detail`;

  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);

  return (
    <section className="kora-creator-podcast" aria-labelledby={headingId}>
      <div className="kora-creator-podcast__head">
        <PodcastCover
          className="kora-creator-podcast__cover"
          src={podcast.coverImageUrl ?? podcast.coverImage}
          size={96}
        />
        <div className="kora-creator-podcast__heading">
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            {podcast.title}
          </h2>
          <StatusBadge status={podcast.status} />
        </div>
      </div>
      <div className="kora-creator-podcast__actions">
        {podcast.status === 'draft' && (
          <button
            type="button"
            className="kora-button kora-button--accent"
            disabled={publish.isPending}
            aria-busy={publish.isPending || undefined}
            onClick={() => publish.mutate(podcast.id)}
          >
            {t('podcastManager.publishPodcast')}
          </button>
        )}
        <Link className="kora-button" to={href('episodeCreateForPodcast', { podcastId: podcast.id })}>
          {t('podcastManager.newEpisode')}
        </Link>
        <button type="button" className="kora-button" onClick={() => setConfirming(true)}>
          {t('podcastManager.delete.open')}
        </button>
      </div>
      {podcast.status !== 'draft' && <PodcastFeedAddress podcastId={podcast.id} />}
      <PodcastEditForm podcast={podcast} />
      <PodcastEpisodes podcastId={podcast.id} onAnnounce={onAnnounce} />
      <DeletePodcastDialog
        podcast={podcast}
        open={confirming}
        onClose={() => setConfirming(false)}
        onDeleted={onDeleted}
      />
    </section>
  );
}
