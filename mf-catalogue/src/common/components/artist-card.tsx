import { Link } from 'react-router-dom';
import { href, ResponsiveImage, SkeletonCard, useTranslation } from '@kora/shared';
import type { ArtistSummary } from '@kora/shared/contracts';
import { FALLBACK_COVER } from '../lib/media';
import './artist-card.css';
import { useCountText } from '../hooks/use-count-text';

/** An artist in a grid or carousel: portrait, name linking to the page by slug, followers. */
export function ArtistCard({ artist }: { artist: ArtistSummary }) {
  const { t } = useTranslation('catalogue');
  const countText = useCountText();
  return (
    <article className="kora-cat-artist-card">
      <ResponsiveImage
        className="kora-cat-artist-card__image"
        src={artist.image ?? artist.imageUrl ?? FALLBACK_COVER}
        alt=""
        width={180}
        height={180}
        sizes="180px"
      />
      <h3 className="kora-cat-artist-card__name">
        <Link to={href('artist', { idOrSlug: artist.slug || artist.id })}>{artist.name}</Link>
      </h3>
      <p className="kora-cat-artist-card__meta">
        {t('counts.followers', { count: artist.followers, formatted: countText(artist.followers) })}
      </p>
    </article>
  );
}

/** An artist card still loading: the card's picture and lines, at its size. */
export function ArtistCardPlaceholder() {
  return <SkeletonCard media="round" lines={3} />;
}
