import { Link } from 'react-router-dom';
import { href, useCommonTranslation, useTranslation } from '@kora/shared';
import { formatDate } from '@kora/shared/format';
import { isGenre, type ReleaseDetail } from '@kora/shared/contracts';
import './release.css';

/** Who made the release, its type, its genre and its date. */
export function ReleaseArtistLine({ release }: { release: ReleaseDetail }) {
  const { t, i18n } = useTranslation('catalogue');
  const { t: common } = useCommonTranslation();
  return (
    <p className="kora-cat-release__meta">
      <Link to={href('artist', { idOrSlug: release.artistSlug })}>{release.artist}</Link>
      <span>{t(`types.${release.type}`)}</span>
      {isGenre(release.genre) && <span>{common(`genres.${release.genre}`)}</span>}
      <time dateTime={release.releaseDate}>{formatDate(release.releaseDate, i18n.language)}</time>
    </p>
  );
}
