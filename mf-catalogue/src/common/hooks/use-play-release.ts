import { useCallback, useState } from 'react';
import { http, notify, useTranslation } from '@kora/shared';
import { getRelease } from '@kora/shared/contracts/endpoints';
import { playTracks } from '../lib/player';

/** Plays a whole release from a card: its tracks are fetched, then they become the playlist. */
export function usePlayRelease() {
  const { t } = useTranslation('catalogue');
  const [pending, setPending] = useState<number | null>(null);
  const play = useCallback(
    async (releaseId: number) => {
      setPending(releaseId);
      try {
        const release = await http.call(getRelease, { params: { id: releaseId } });
        if (release.tracks.length === 0) notify(t('player.nothingToPlay'), 'info');
        else playTracks(release.tracks);
      } catch {
        notify(t('player.loadError'), 'error');
      } finally {
        setPending(null);
      }
    },
    [t],
  );
  return { play, pending };
}
