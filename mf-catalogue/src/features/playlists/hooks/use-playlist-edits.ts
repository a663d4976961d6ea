import { useEffect, useMemo, useRef, useState } from 'react';
import { endpointKey, errorText, isApiError, queryClient, useTranslation, write } from '@kora/shared';
import type { PlaylistDetail, PlaylistSnapshot } from '@kora/shared/contracts';
import { getPlaylist, removePlaylistItems, reorderPlaylistItems } from '@kora/shared/contracts/endpoints';
import { moveRow, reorderBody, toRows, type PlaylistRow } from '../lib/rows';

/**
 * The owner's changes to a playlist's rows: shown at once, sent one after the other, each with the
 * snapshot id the previous one answered. Once the last one is answered the rows are the server's again.
 * A change refused because the playlist changed elsewhere (412) reloads it and drops the changes queued
 * after it, which were made on rows that are no longer there.
 */
export function usePlaylistEdits(playlist: PlaylistDetail) {
  const { t } = useTranslation('catalogue-library');
  const serverRows = useMemo(() => toRows(playlist.items), [playlist.items]);
  const [localRows, setLocalRows] = useState<PlaylistRow[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rows = localRows ?? serverRows;

  const latestSnapshot = useRef(playlist.snapshotId);
  useEffect(() => {
    latestSnapshot.current = playlist.snapshotId;
  }, [playlist.snapshotId]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const snapshot = useRef(playlist.snapshotId);
  const round = useRef(0);

  // The same sentence twice in a row is still announced.
  const say = (text: string) => setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));

  function enqueue(next: PlaylistRow[], send: (snapshotId: string) => Promise<PlaylistSnapshot>, failure: string) {
    if (pending.current === 0) snapshot.current = latestSnapshot.current;
    pending.current += 1;
    setLocalRows(next);
    const sentIn = round.current;
    queue.current = queue.current.then(async () => {
      try {
        if (sentIn !== round.current) return;
        const answer = await send(snapshot.current);
        snapshot.current = answer.snapshotId;
      } catch (error) {
        round.current += 1;
        say(isApiError(error) && error.status === 412 ? t('playlists.page.stale') : errorText(error, failure));
        await queryClient.invalidateQueries({ queryKey: endpointKey(getPlaylist) }).catch(() => undefined);
      } finally {
        pending.current -= 1;
        if (pending.current === 0) setLocalRows(null);
      }
    });
  }

  /** Moves the row at `from` to `to` (0-based, counted after the move). */
  function move(from: number, to: number) {
    if (from === to || to < 0 || to >= rows.length) return;
    const { title } = rows[from].item;
    say(t('playlists.page.moved', { title, position: to + 1, total: rows.length }));
    enqueue(
      moveRow(rows, from, to),
      (snapshotId) =>
        write(reorderPlaylistItems, { params: { id: playlist.id }, body: { ...reorderBody(from, to), snapshotId } }),
      t('playlists.page.moveFailed', { title }),
    );
  }

  /** Removes this one row (not the other times the same track is there). */
  function remove(index: number) {
    const { kind, id, title } = rows[index].item;
    say(t('playlists.page.removed', { title }));
    enqueue(
      rows.filter((_, at) => at !== index),
      (snapshotId) =>
        write(removePlaylistItems, {
          params: { id: playlist.id },
          body: { items: [{ kind, id, position: index }], snapshotId },
        }),
      t('playlists.page.removeFailed', { title }),
    );
  }

  return { rows, move, remove, announcement };
}
