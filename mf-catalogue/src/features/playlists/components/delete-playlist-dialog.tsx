import { useState } from 'react';
import { ConfirmDialog, errorText, FormMessage, useTranslation, write } from '@kora/shared';
import type { PlaylistSummary } from '@kora/shared/contracts';
import { deletePlaylist } from '@kora/shared/contracts/endpoints';

/**
 * Asks before deleting a playlist, then deletes it. `onStart` is told before the call (a screen that shows
 * the playlist stops reading it) and again with false when it failed.
 */
export function DeletePlaylistDialog({
  playlist,
  onClose,
  onDeleted,
  onStart,
}: {
  playlist: Pick<PlaylistSummary, 'id' | 'name'>;
  onClose: () => void;
  onDeleted: () => void;
  onStart?: (deleting: boolean) => void;
}) {
  const { t } = useTranslation('catalogue-library');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    onStart?.(true);
    try {
      await write(deletePlaylist, { params: { id: playlist.id } });
      onDeleted();
    } catch (error) {
      onStart?.(false);
      setFailure(errorText(error, t('playlists.deleteFailed')));
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open
      title={t('playlists.deleteTitle', { name: playlist.name })}
      cancelLabel={t('playlists.form.cancel')}
      confirmLabel={t('playlists.deleteConfirm')}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      <p>{t('playlists.deleteText')}</p>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
    </ConfirmDialog>
  );
}
