import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@kora/shared';
import { CREATOR_LIMITS } from '@kora/shared/contracts';
import type { AlbumRow } from '../lib/album-rows';
import type { useAlbumRows } from '../hooks/use-album-rows';
import { AlbumTrackRow, type RowErrors } from './album-track-row';

interface AlbumTracksProps {
  tracks: ReturnType<typeof useAlbumRows>;
  errorsOf: (row: AlbumRow) => RowErrors;
  /** The form's error for the whole list ('Au moins une piste…'). */
  error?: string;
}

/** The album's track rows: added, removed and moved with buttons, each change announced and the focus kept. */
export function AlbumTracks({ tracks, errorsOf, error }: AlbumTracksProps) {
  const { t } = useTranslation('creator');
  const hintId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const { rows } = tracks;

  useEffect(() => {
    if (!focusTarget || !listRef.current) return;
    const [selector, fallback] = focusTarget.split('|');
    const target = listRef.current.querySelector<HTMLButtonElement | HTMLInputElement>(selector);
    const usable = target && !target.disabled ? target : listRef.current.querySelector<HTMLElement>(fallback);
    usable?.focus();
    setFocusTarget(null);
  }, [focusTarget, rows]);

  function move(row: AlbumRow, index: number, offset: -1 | 1) {
    const position = index + offset + 1;
    tracks.move(row.key, offset);
    const name = row.title.trim();
    setAnnouncement(
      name ? t('albumForm.movedNamed', { name, position }) : t('albumForm.moved', { from: index + 1, position }),
    );
    // The button pressed keeps the focus; at either end, where it is disabled, its twin takes it.
    const [own, other] = offset < 0 ? ['up', 'down'] : ['down', 'up'];
    setFocusTarget(`[data-row-move="${row.key}:${own}"]|[data-row-move="${row.key}:${other}"]`);
  }

  function remove(row: AlbumRow, index: number) {
    tracks.remove(row.key);
    if (rows.length === 1) {
      setAnnouncement(t('albumForm.cleared'));
      setFocusTarget('[data-row-title]|[data-row-title]');
      return;
    }
    setAnnouncement(t('albumForm.removed', { number: index + 1 }));
    const next = rows[index + 1] ?? rows[index - 1];
    setFocusTarget(`[data-row-title="${next.key}"]|[data-row-title]`);
  }

  const full = rows.length >= CREATOR_LIMITS.maxAlbumTracks;
  return (
    <fieldset className="kora-creator-form__group" aria-describedby={hintId}>
      <legend className="kora-creator-form__legend">{t('albumForm.tracks')}</legend>
      <p id={hintId} className="kora-field__hint">
        {t('albumForm.tracksHint')}
      </p>
      <ol ref={listRef} className="kora-creator-album-tracks__list">
        {rows.map((row, index) => (
          <AlbumTrackRow
            key={row.key}
            row={row}
            position={index + 1}
            count={rows.length}
            errors={errorsOf(row)}
            onChange={(patch) => tracks.update(row.key, patch)}
            onMove={(offset) => move(row, index, offset)}
            onRemove={() => remove(row, index)}
          />
        ))}
      </ol>
      {error && <p className="kora-field__error">{error}</p>}
      <div className="kora-creator-form__actions">
        <button type="button" className="kora-button" onClick={tracks.add} disabled={full}>
          {t('albumForm.addTrack')}
        </button>
        {full && <p className="kora-field__hint">{t('albumForm.tooMany', { max: CREATOR_LIMITS.maxAlbumTracks })}</p>}
      </div>
      <p className="kora-visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
