import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState, href, isNotFound, LoadingState, useTranslation, type UseQueryResult } from '@kora/shared';
import type { Episode } from '@kora/shared/contracts';
import './episode-query-view.css';

/**
 * The episode screen's states: loading, the spec's "not found" with a way back to the podcasts, an
 * error with Retry, then the episode.
 */
export function EpisodeQueryView({
  query,
  children,
}: {
  query: UseQueryResult<Episode>;
  children: (episode: Episode) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  if (query.status === 'pending') return <LoadingState />;
  if (query.status === 'error' && isNotFound(query.error)) {
    return (
      <div className="kora-state kora-cat-not-found" role="alert">
        <h2>{t('episode.notFound')}</h2>
        <p>{t('episode.doesNotExist')}</p>
        <Link to={href('podcasts')}>{t('episode.backToPodcasts')}</Link>
      </div>
    );
  }
  if (query.status === 'error') {
    return <ErrorState message={t('episode.loadError')} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
