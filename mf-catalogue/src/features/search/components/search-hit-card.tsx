import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { HighlightedText, ResponsiveImage, searchHitKindKey, searchHitPath, useCommonTranslation } from '@kora/shared';
import type { SearchHit } from '@kora/shared/contracts';
import { FALLBACK_COVER } from '../../../common/lib/media';
import { useSearchTrackActions } from './search-track-actions';

interface SearchHitCardProps {
  hit: SearchHit;
  /** The title's link, for the list to move the keyboard to it. */
  linkRef?: Ref<HTMLAnchorElement>;
}

/**
 * One thing found: its picture, its kind, its title and subtitle with the matched parts marked; the
 * whole card opens it. A track also shows the actions the page gives (above the card's link).
 */
export function SearchHitCard({ hit, linkRef }: SearchHitCardProps) {
  const { t } = useCommonTranslation();
  const trackActions = useSearchTrackActions();
  const actions = hit.type === 'tracks' && trackActions ? trackActions(hit) : null;
  return (
    <article className={`kora-search-hit kora-search-hit--${hit.type}`}>
      <ResponsiveImage
        className="kora-search-hit__image"
        src={hit.imageUrl ?? FALLBACK_COVER}
        alt=""
        width={64}
        height={64}
        sizes="64px"
      />
      <div className="kora-search-hit__body">
        <h3 className="kora-search-hit__title">
          <Link ref={linkRef} to={searchHitPath(hit)} className="kora-search-hit__link">
            <HighlightedText text={hit.title} matches={hit.titleMatches} />
          </Link>
        </h3>
        <p className="kora-search-hit__meta">
          <span className="kora-search-hit__kind">{t(searchHitKindKey(hit))}</span>
          {hit.subtitle && (
            <span className="kora-search-hit__subtitle">
              <HighlightedText text={hit.subtitle} matches={hit.subtitleMatches} />
            </span>
          )}
        </p>
      </div>
      {actions && <div className="kora-search-hit__actions">{actions}</div>}
    </article>
  );
}
