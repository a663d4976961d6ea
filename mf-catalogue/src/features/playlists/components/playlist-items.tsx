import { lazy, Suspense, useEffect, useRef } from 'react';
import { EmptyState, useTranslation } from '@kora/shared';
import type { PlaylistDetail } from '@kora/shared/contracts';
import { playPlaylistItems } from '../../../common/lib/player';
import { usePlaylistEdits } from '../hooks/use-playlist-edits';
import type { PlaylistRow as Row } from '../lib/rows';
import { PlaylistRow, type RowDragging } from './playlist-row';
import { RowsUntilSortable } from './rows-until-sortable';
import './playlist-items.css';

// Dragging is for the owner only: a visitor's screen never downloads it.
const SortableRows = lazy(() =>
  import(/* webpackChunkName: "playlist-sorting" */ './sortable-rows').then((module) => ({
    default: module.SortableRows,
  })),
);

type Refocus = { key: string; control: 'up' | 'down' } | { index: number };

/** The playlist's rows; its owner reorders them (drag, or Move up / Move down) and removes them. */
export function PlaylistItems({ playlist }: { playlist: PlaylistDetail }) {
  const { t } = useTranslation('catalogue-library');
  const { rows, move, remove, announcement } = usePlaylistEdits(playlist);
  const listRef = useRef<HTMLElement>(null);
  const refocus = useRef<Refocus | null>(null);
  const owner = playlist.owned;

  // A moved row is put back in the page, which takes the focus from its button: it is given back. A removed
  // row takes its buttons with it: the reader goes on from the row that took its place.
  useEffect(() => {
    const wanted = refocus.current;
    const list = listRef.current;
    if (!wanted || !list) return;
    refocus.current = null;
    const removeButtons = [...list.querySelectorAll<HTMLElement>('[data-control="remove"]')];
    const target =
      'key' in wanted
        ? list.querySelector<HTMLElement>(`[data-row="${wanted.key}"] [data-control="${wanted.control}"]`)
        : (removeButtons[wanted.index] ?? removeButtons.at(-1));
    (target ?? list.querySelector<HTMLElement>('h2'))?.focus();
  });

  const items = rows.map((row) => row.item);
  const renderRow = (row: Row, index: number, drag?: RowDragging) => (
    <PlaylistRow
      key={row.key}
      rowKey={row.key}
      item={row.item}
      position={index + 1}
      onPlay={() => playPlaylistItems(items, { from: index })}
      drag={drag}
      editing={
        owner
          ? {
              first: index === 0,
              last: index === rows.length - 1,
              onMoveUp: () => {
                move(index, index - 1);
                refocus.current = { key: row.key, control: 'up' };
              },
              onMoveDown: () => {
                move(index, index + 1);
                refocus.current = { key: row.key, control: 'down' };
              },
              onRemove: () => {
                remove(index);
                refocus.current = { index };
              },
            }
          : undefined
      }
    />
  );
  const plainList = <ol className="kora-playlist-items__list">{rows.map((row, index) => renderRow(row, index))}</ol>;

  return (
    <section ref={listRef} className="kora-playlist-items" aria-labelledby="kora-playlist-items-title">
      <h2 id="kora-playlist-items-title" tabIndex={-1}>
        {t('playlists.page.items')}
      </h2>
      {owner && rows.length > 1 && <p className="kora-playlist-items__hint">{t('playlists.page.dragHint')}</p>}
      <p className="kora-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {rows.length === 0 ? (
        <EmptyState title={t('playlists.page.empty')} hint={owner ? t('playlists.page.emptyHintOwner') : undefined} />
      ) : owner ? (
        <Suspense fallback={<RowsUntilSortable list={listRef}>{plainList}</RowsUntilSortable>}>
          <SortableRows rows={rows} onMove={move} renderRow={renderRow} />
        </Suspense>
      ) : (
        plainList
      )}
    </section>
  );
}
