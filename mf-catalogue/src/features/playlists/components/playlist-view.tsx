import { useId, useState } from 'react';
import { useFormat, useTranslation } from '@kora/shared';
import type { PlaylistDetail } from '@kora/shared/contracts';
import { playableItems, playPlaylistItems } from '../../../common/lib/player';
import { CoverMosaic } from './cover-mosaic';
import { DeletePlaylistDialog } from './delete-playlist-dialog';
import { PlaylistItems } from './playlist-items';
import { RenamePlaylistDialog } from './playlist-form-dialog';
import { PlaylistShareButton, PlaylistSharePanel } from './playlist-share';
import { PlaylistVisibility } from './playlist-visibility';
import './playlist-view.css';

/**
 * A playlist under its name: mosaic, description, owner, count and total duration, Play and Shuffle,
 * Share; for its owner Public, Rename and Delete; then its rows.
 */
export function PlaylistView({
  playlist,
  onDeleting,
  onDeleted,
}: {
  playlist: PlaylistDetail;
  /** Told before the deletion is sent, and again with false when it failed. */
  onDeleting: (deleting: boolean) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('catalogue-library');
  const format = useFormat();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [sharing, setSharing] = useState(false);
  const sharePanelId = useId();
  const canPlay = playableItems(playlist.items).length > 0;

  return (
    <>
      <div className="kora-playlist-hero">
        <div className="kora-playlist-hero__cover">
          <CoverMosaic covers={playlist.covers} size={240} sizes="(max-width: 720px) 160px, 240px" priority />
        </div>
        <div className="kora-playlist-hero__about">
          <p className="kora-playlist-hero__badge">{t(playlist.public ? 'playlists.public' : 'playlists.private')}</p>
          {playlist.description && <p className="kora-playlist-hero__description">{playlist.description}</p>}
          <p className="kora-playlist-hero__meta">
            <span>{t('playlists.page.by', { owner: playlist.owner.name })}</span>
            <span aria-hidden="true"> · </span>
            <span>{t('playlists.count', { count: playlist.itemCount })}</span>
            <span aria-hidden="true"> · </span>
            <span>
              <span className="kora-visually-hidden">{t('playlists.page.totalDuration')} </span>
              {format.duration(playlist.duration)}
            </span>
          </p>
          <div className="kora-playlist-hero__actions">
            <button
              type="button"
              className="kora-button kora-button--accent"
              disabled={!canPlay}
              onClick={() => playPlaylistItems(playlist.items)}
            >
              <span aria-hidden="true">▶</span>
              {t('playlists.page.play')}
            </button>
            <button
              type="button"
              className="kora-button"
              disabled={!canPlay}
              onClick={() => playPlaylistItems(playlist.items, { shuffle: true })}
            >
              <span aria-hidden="true">⤮</span>
              {t('playlists.page.shuffle')}
            </button>
            {playlist.owned && (
              <>
                <button type="button" className="kora-button" onClick={() => setDialog('rename')}>
                  {t('playlists.rename')}
                </button>
                <button type="button" className="kora-button" onClick={() => setDialog('delete')}>
                  {t('playlists.delete')}
                </button>
              </>
            )}
            <PlaylistShareButton open={sharing} panelId={sharePanelId} onToggle={() => setSharing((open) => !open)} />
          </div>
          {!canPlay && playlist.items.length > 0 && (
            <p className="kora-playlist-hero__note">{t('playlists.page.nothingPlayable')}</p>
          )}
          {playlist.owned && <PlaylistVisibility playlist={playlist} />}
        </div>
      </div>
      <PlaylistSharePanel playlist={playlist} open={sharing} panelId={sharePanelId} />

      <PlaylistItems playlist={playlist} />

      {dialog === 'rename' && <RenamePlaylistDialog open playlist={playlist} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <DeletePlaylistDialog
          playlist={playlist}
          onClose={() => setDialog(null)}
          onStart={onDeleting}
          onDeleted={onDeleted}
        />
      )}
    </>
  );
}
