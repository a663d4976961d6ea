import { Link } from 'react-router-dom';
import { href, ResponsiveImage, SkeletonCard, useTranslation } from '@kora/shared';
import type { ReleaseSummary } from '@kora/shared/contracts';
import { FALLBACK_COVER } from '../lib/media';
import './release-card.css';
import { useCountText } from '../hooks/use-count-text';

interface ReleaseCardProps {
  release: ReleaseSummary;
  /** Plays the whole release; no play button without it. */
  onPlay?: (release: ReleaseSummary) => void;
  /** The release the player is loading. */
  pending?: boolean;
  /** Heading level of the title inside its list. */
  headingLevel?: 2 | 3;
  /** Among the page's largest pictures (the list's first row): fetched at once, first. */
  priority?: boolean;
}

/** A release in a grid: cover, title, artist link by slug, likes, listens, type badge and a play button. */
export function ReleaseCard({
  release,
  onPlay,
  pending = false,
  headingLevel = 3,
  priority = false,
}: ReleaseCardProps) {
  const { t } = useTranslation('catalogue');
  const countText = useCountText();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const link = href('release', { id: release.id });
  return (
    <article className="kora-release-card">
      <Link to={link} className="kora-release-card__cover" tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          src={release.cover ?? FALLBACK_COVER}
          alt=""
          width={220}
          height={220}
          sizes="(max-width: 600px) calc(50vw - 1.5rem), (max-width: 900px) 33vw, 240px"
          priority={priority}
        />
        <span className="kora-release-card__type">{t(`types.${release.type}`)}</span>
      </Link>
      <div className="kora-release-card__body">
        <Title className="kora-release-card__heading">
          <Link to={link} className="kora-release-card__title">
            {release.title}
          </Link>
        </Title>
        <Link to={href('artist', { idOrSlug: release.artistSlug })} className="kora-release-card__artist">
          {release.artist}
        </Link>
        <p className="kora-release-card__stats">
          <span>{t('counts.likes', { count: release.likes, formatted: countText(release.likes) })}</span>
          <span>{t('counts.listens', { count: release.playsCount, formatted: countText(release.playsCount) })}</span>
        </p>
        {onPlay && release.audioFileUrl && (
          <button
            type="button"
            className="kora-release-card__play"
            aria-label={t('player.play', { title: release.title })}
            aria-busy={pending || undefined}
            onClick={() => onPlay(release)}
          >
            <span aria-hidden="true">▶</span>
          </button>
        )}
      </div>
    </article>
  );
}

/** A release card still loading: the card's picture and lines, at its size. */
export function ReleaseCardPlaceholder() {
  return <SkeletonCard media="square" lines={6} />;
}
