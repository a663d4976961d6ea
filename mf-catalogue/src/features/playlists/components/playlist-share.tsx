import { useId } from 'react';
import { href, ShareLinks, useTranslation } from '@kora/shared';
import type { PlaylistDetail } from '@kora/shared/contracts';
import './playlist-share.css';

/** 'Partager': shows or hides the share panel (`PlaylistSharePanel`, with the same `panelId`). */
export function PlaylistShareButton({
  open,
  panelId,
  onToggle,
}: {
  open: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation('catalogue-library');
  return (
    <button type="button" className="kora-button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
      {t('playlists.page.share')}
    </button>
  );
}

/** The playlist's absolute address to copy, and the share buttons the release page has. */
export function PlaylistSharePanel({
  playlist,
  open,
  panelId,
}: {
  playlist: Pick<PlaylistDetail, 'id' | 'name' | 'public' | 'owned'>;
  open: boolean;
  panelId: string;
}) {
  const { t } = useTranslation('catalogue-library');
  const fieldId = useId();
  const address = `${window.location.origin}${href('playlist', { id: playlist.id })}`;
  return (
    <div id={panelId} className="kora-playlist-share" hidden={!open}>
      {open && (
        <>
          {playlist.owned && !playlist.public && (
            <p className="kora-playlist-share__private">{t('playlists.page.sharePrivate')}</p>
          )}
          <div className="kora-field">
            <label htmlFor={fieldId} className="kora-field__label">
              {t('playlists.page.shareLink')}
            </label>
            <input
              id={fieldId}
              className="kora-field__input"
              type="url"
              value={address}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <ShareLinks
            title={playlist.name}
            url={address}
            networks={['facebook', 'twitter', 'vk']}
            copy
            headingLevel={3}
          />
        </>
      )}
    </div>
  );
}
