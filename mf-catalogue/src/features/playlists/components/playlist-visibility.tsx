import { useState } from 'react';
import { CheckboxField, errorText, useTranslation, write } from '@kora/shared';
import type { PlaylistDetail } from '@kora/shared/contracts';
import { updatePlaylist } from '@kora/shared/contracts/endpoints';

/** The owner's 'Publique' box: ticked at once, the server's answer then shown (or the box put back). */
export function PlaylistVisibility({ playlist }: { playlist: Pick<PlaylistDetail, 'id' | 'public'> }) {
  const { t } = useTranslation('catalogue-library');
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const checked = wanted ?? playlist.public;

  async function change(next: boolean) {
    setWanted(next);
    setFailure(null);
    try {
      await write(updatePlaylist, { params: { id: playlist.id }, body: { public: next } });
    } catch (error) {
      setFailure(errorText(error, t('playlists.page.publicFailed')));
    } finally {
      setWanted(null);
    }
  }

  return (
    <CheckboxField
      label={t('playlists.form.public')}
      hint={t(checked ? 'playlists.page.publicHint' : 'playlists.page.privateHint')}
      checked={checked}
      onChange={(next) => void change(next)}
      error={failure}
      aria-busy={wanted !== null || undefined}
    />
  );
}
