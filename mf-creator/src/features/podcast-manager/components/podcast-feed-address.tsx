import { useId } from 'react';
import { apiPath, useCommonTranslation, useCopyText, useTranslation } from '@kora/shared';
import { fillPath, podcastFeed } from '@kora/shared/contracts/endpoints';

/** The RSS address podcast apps subscribe to, shown once the podcast is published, with a copy button. */
export function PodcastFeedAddress({ podcastId }: { podcastId: number }) {
  const { t } = useTranslation('creator');
  const id = useId();
  const { t: common } = useCommonTranslation();
  const { state: copy, copy: copyText } = useCopyText();
  const address = apiPath(fillPath(podcastFeed.path, { id: podcastId }));

  return (
    <div className="kora-field kora-creator-feed">
      <label htmlFor={id} className="kora-field__label">
        {t('podcastManager.feed.label')}
      </label>
      <div className="kora-creator-feed__row">
        <input
          id={id}
          className="kora-field__input"
          value={address}
          readOnly
          onFocus={(event) => event.target.select()}
          aria-describedby={`${id}-hint`}
        />
        <button type="button" className="kora-button" onClick={() => void copyText(address)}>
          {t('podcastManager.feed.copy')}
        </button>
      </div>
      <p id={`${id}-hint`} className="kora-field__hint">
        {t('podcastManager.feed.hint')}
      </p>
      <p className={copy === 'failed' ? 'kora-field__error' : 'kora-creator-feed__copied'} role="status">
        {copy === 'copied' && common('share.copied')}
        {copy === 'failed' && common('share.copyFailed')}
      </p>
    </div>
  );
}
