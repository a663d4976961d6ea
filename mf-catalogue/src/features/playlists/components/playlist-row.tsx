import type { CSSProperties, ReactNode, Ref } from 'react';
import { ResponsiveImage, useTranslation } from '@kora/shared';
import { formatDuration } from '@kora/shared/format';
import type { PlaylistItem } from '@kora/shared/contracts';
import { ItemText } from '../../../common/components/item-text';
import { FALLBACK_COVER } from '../../../common/lib/media';
import { playlistItemToPlayer, togglePlay, useIsCurrent, useIsPlaying } from '../../../common/lib/player';
import './playlist-row.css';

export interface RowEditing {
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
  first: boolean;
  last: boolean;
}

export interface RowDragging {
  ref: Ref<HTMLLIElement>;
  style: CSSProperties;
  /** The handle a pointer drags the row by. */
  handle: ReactNode;
  dragging: boolean;
}

/**
 * One row of a playlist: play, cover, title (to its release or episode), subtitle, duration; greyed
 * 'Indisponible' when it can no longer be played. The owner gets Move up, Move down and Remove.
 */
export function PlaylistRow({
  rowKey,
  item,
  position,
  onPlay,
  editing,
  drag,
}: {
  /** Names the row in the list while it moves (see `toRows`). */
  rowKey: string;
  item: PlaylistItem;
  /** 1-based. */
  position: number;
  /** Plays the playlist from this row. */
  onPlay: () => void;
  editing?: RowEditing;
  drag?: RowDragging;
}) {
  const { t } = useTranslation(['catalogue-library', 'catalogue']);
  const player = playlistItemToPlayer(item);
  const current = useIsCurrent(String(player.id));
  const playing = useIsPlaying(String(player.id));
  const playable = item.available && Boolean(item.audioUrl);
  const classes = [
    'kora-playlist-row',
    item.available ? '' : 'kora-playlist-row--unavailable',
    current ? 'kora-playlist-row--current' : '',
    editing ? 'kora-playlist-row--editable' : '',
    drag?.dragging ? 'kora-playlist-row--dragging' : '',
  ];
  return (
    <li ref={drag?.ref} style={drag?.style} className={classes.filter(Boolean).join(' ')} data-row={rowKey}>
      {drag?.handle}
      <span className="kora-playlist-row__position" aria-hidden="true">
        {position}
      </span>
      {playable ? (
        <button
          type="button"
          className="kora-icon-button kora-playlist-row__play"
          aria-label={t(playing ? 'catalogue:player.pause' : 'catalogue:player.play', { title: item.title })}
          onClick={() => (current ? togglePlay(player) : onPlay())}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
      ) : (
        <span className="kora-playlist-row__play" aria-hidden="true" />
      )}
      <ResponsiveImage
        className="kora-playlist-row__cover"
        src={item.cover ?? FALLBACK_COVER}
        alt=""
        width={44}
        height={44}
        sizes="44px"
      />
      <ItemText
        title={item.title}
        subtitle={item.subtitle}
        link={item.available ? item.link : null}
        unavailableText={item.available ? null : t('playlists.page.unavailable')}
      />
      <span className="kora-playlist-row__duration">
        <span className="kora-visually-hidden">{t('playlists.page.duration')} </span>
        {formatDuration(item.duration)}
      </span>
      {editing && (
        <div className="kora-playlist-row__tools">
          <button
            type="button"
            className="kora-icon-button"
            aria-label={t('playlists.page.moveUp', { title: item.title })}
            data-control="up"
            aria-disabled={editing.first || undefined}
            onClick={() => !editing.first && editing.onMoveUp()}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className="kora-icon-button"
            aria-label={t('playlists.page.moveDown', { title: item.title })}
            data-control="down"
            aria-disabled={editing.last || undefined}
            onClick={() => !editing.last && editing.onMoveDown()}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className="kora-icon-button kora-playlist-row__remove"
            aria-label={t('playlists.page.remove', { title: item.title })}
            data-control="remove"
            onClick={editing.onRemove}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </li>
  );
}
