import { useState } from 'react';
import { isApiError, read, useQuery, useTranslation, write } from '@kora/shared';
import type { EpisodeRating as Rating } from '@kora/shared/contracts';
import { episodeRating, rateEpisode } from '@kora/shared/contracts/endpoints';
import '../../../common/components/text.css';
import { storedRating, storeRating } from '../lib/local-rating';
import './episode-rating.css';
import './side-block.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** Rates an episode 1 to 5 stars (no account needed) and shows the average to 2 decimals with the vote count. */
export function EpisodeRating({ episodeId }: { episodeId: number }) {
  const { t, i18n } = useTranslation('catalogue');
  const loaded = useQuery(read(episodeRating, { params: { id: episodeId } }));
  const [updated, setUpdated] = useState<Rating | null>(null);
  const [mine, setMine] = useState<number | null>(() => storedRating(episodeId));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rating = updated ?? (loaded.status === 'success' ? loaded.data : null);

  const rate = async (stars: number) => {
    setSending(true);
    setError(null);
    try {
      setUpdated(await write(rateEpisode, { params: { id: episodeId }, body: { rating: stars } }));
      storeRating(episodeId, stars);
      setMine(stars);
    } catch (failure) {
      setError(isApiError(failure) && failure.status === 0 ? t('rating.networkError') : t('rating.failed'));
    } finally {
      setSending(false);
    }
  };

  const average = rating
    ? new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rating.rating)
    : '';

  return (
    <section className="kora-cat-side-block" aria-labelledby="kora-rating-title">
      <h2 id="kora-rating-title">{t('rating.title')}</h2>
      {loaded.status === 'error' && !updated && <p className="kora-cat-error">{t('rating.loadError')}</p>}
      {rating && (
        <p className="kora-cat-rating__summary">
          <strong>{t('rating.average', { average })}</strong>{' '}
          <span>{t('rating.votes', { count: rating.ratingCount })}</span>
        </p>
      )}
      <div className="kora-cat-rating__stars" role="group" aria-label={t('rating.choose')}>
        {STARS.map((stars) => (
          <button
            key={stars}
            type="button"
            className={`kora-cat-rating__star${mine !== null && stars <= mine ? ' kora-cat-rating__star--on' : ''}`}
            aria-label={t('rating.star', { count: stars })}
            aria-pressed={mine === stars}
            disabled={sending}
            onClick={() => rate(stars)}
          >
            <span aria-hidden="true">★</span>
          </button>
        ))}
      </div>
      {mine !== null && <p className="kora-cat-rating__mine">{t('rating.mine', { count: mine })}</p>}
      {error && (
        <p className="kora-cat-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
