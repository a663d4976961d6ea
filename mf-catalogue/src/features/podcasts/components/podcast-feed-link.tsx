import { useId } from 'react';
import { apiPath, useCommonTranslation, useCopyText, useTranslation } from '@kora/shared';
import { fillPath, podcastFeed } from '@kora/shared/contracts/endpoints';
import '../../../common/components/text.css';
import './podcast-feed-link.css';

/**
 * The podcast's RSS feed address, for following it in a podcast app: a link to the feed and a
 * button copying its address, whose outcome is said in an inline status (as the share links do).
 */
export function PodcastFeedLink({ podcastId }: { podcastId: number }) {
  const { t } = useTranslation('catalogue');
  const { t: common } = useCommonTranslation();
  const headingId = useId();
  const { state: copyState, copy } = useCopyText();
  const address = apiPath(fillPath(podcastFeed.path, { id: podcastId }));

  return (
    <section className="kora-cat-podcast-feed" aria-labelledby={headingId}>
      <h2 id={headingId} className="kora-cat-podcast-feed__title">
        {t('podcast.feed')}
      </h2>
      <p className="kora-cat-muted">{t('podcast.feedHint')}</p>
      <div className="kora-cat-podcast-feed__row">
        <a className="kora-cat-podcast-feed__address" href={address} type="application/rss+xml">
          {address}
        </a>
        <button type="button" className="kora-button" onClick={() => void copy(address)}>
          {common('share.copy')}
        </button>
      </div>
      <p className={`kora-share__status${copyState === 'failed' ? ' kora-share__status--failed' : ''}`} role="status">
        {copyState === 'copied' && common('share.copied')}
        {copyState === 'failed' && common('share.copyFailed')}
      </p>
    </section>
  );
}
