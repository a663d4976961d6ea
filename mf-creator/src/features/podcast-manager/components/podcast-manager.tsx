import { useRef, useState } from 'react';
import { QueryView, useTranslation } from '@kora/shared';
import { CreatePodcastLink } from '../../../common/podcasts/components/create-podcast-link';
import { useMyPodcasts } from '../../../common/podcasts/hooks/use-my-podcasts';
import { isForbidden } from '../../../common/podcasts/lib/creator-refusal';
import { usePodcastSelection } from '../hooks/use-podcast-selection';
import { PodcastList } from './podcast-list';
import { SelectedPodcast } from './selected-podcast';
import './podcast-manager.css';

/** The creator's podcasts with their status, and the one chosen in detail beside (below, on a phone). */
export function PodcastManager() {
  const { t } = useTranslation('creator');
  const podcasts = useMyPodcasts();
  const selection = usePodcastSelection();
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const forbidden = isForbidden(podcasts.error);

  function deleted(title: string) {
    setAnnouncement(t('podcastManager.deleted', { title }));
    selection.clear();
    // The deleted podcast's detail held the focus: it goes back to the list.
    headingRef.current?.focus();
  }

  return (
    <div className="kora-creator-podcasts">
      <div className="kora-creator-podcasts__head">
        <h2 id="creator-podcasts-title" ref={headingRef} tabIndex={-1}>
          {t('podcastManager.title')}
        </h2>
        <CreatePodcastLink />
      </div>
      <p className="kora-creator-podcasts__announcement" role="status">
        {announcement}
      </p>
      <QueryView
        query={podcasts}
        errorText={forbidden ? t('podcasts.forbidden') : t('podcasts.loadError')}
        retry={!forbidden}
        empty={
          <div className="kora-creator-podcasts__empty">
            <p>{t('podcastManager.empty')}</p>
            <CreatePodcastLink />
          </div>
        }
      >
        {(list) => (
          <div className="kora-creator-podcasts__layout">
            <PodcastList
              podcasts={list}
              selectedId={selection.requestedId}
              onSelect={selection.select}
              labelledBy="creator-podcasts-title"
            />
            <SelectedPodcast
              podcasts={list}
              requestedId={selection.requestedId}
              focusOnShow={selection.chosenHere}
              onAnnounce={setAnnouncement}
              onDeleted={deleted}
            />
          </div>
        )}
      </QueryView>
    </div>
  );
}
