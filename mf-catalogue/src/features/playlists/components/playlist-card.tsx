import { Link } from 'react-router-dom';
import { href, useTranslation } from '@kora/shared';
import type { PlaylistSummary } from '@kora/shared/contracts';
import { CoverMosaic } from './cover-mosaic';
import './playlist-card.css';

/** A playlist in the library: its mosaic, name, count and visibility, with Rename and Delete. */
export function PlaylistCard({
  playlist,
  onRename,
  onDelete,
}: {
  playlist: PlaylistSummary;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('catalogue-library');
  return (
    <article className="kora-playlist-card">
      <CoverMosaic covers={playlist.covers} size={180} sizes="180px" />
      <h3 className="kora-playlist-card__name">
        <Link to={href('playlist', { id: playlist.id })}>{playlist.name}</Link>
      </h3>
      <p className="kora-playlist-card__meta">
        {t('playlists.count', { count: playlist.itemCount })} ·{' '}
        {t(playlist.public ? 'playlists.public' : 'playlists.private')}
      </p>
      <div className="kora-playlist-card__actions">
        <button
          type="button"
          className="kora-button kora-playlist-card__action"
          aria-label={t('playlists.renameNamed', { name: playlist.name })}
          onClick={onRename}
        >
          {t('playlists.rename')}
        </button>
        <button
          type="button"
          className="kora-button kora-playlist-card__action"
          aria-label={t('playlists.deleteNamed', { name: playlist.name })}
          onClick={onDelete}
        >
          {t('playlists.deleteShort')}
        </button>
      </div>
    </article>
  );
}
