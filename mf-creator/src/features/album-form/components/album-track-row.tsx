import { TextField, useTranslation } from '@kora/shared';
import { UPLOAD_RULES } from '@kora/shared/validation';
import { CREATOR_LIMITS } from '@kora/shared/contracts';
import { UploadField } from '../../../common/upload/upload-field';
import { rowState, type AlbumRow } from '../lib/album-rows';

export interface RowErrors {
  title?: string;
  duration?: string;
  audioFileUrl?: string;
}

interface AlbumTrackRowProps {
  row: AlbumRow;
  /** 1-based. */
  position: number;
  count: number;
  errors: RowErrors;
  onChange: (patch: Partial<Omit<AlbumRow, 'key'>>) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

/** One track: its title, its duration as 'm:ss', its audio file, its state, and the buttons that move or remove it. */
export function AlbumTrackRow({ row, position, count, errors, onChange, onMove, onRemove }: AlbumTrackRowProps) {
  const { t } = useTranslation('creator');
  const state = rowState(row);
  const number = { number: position };
  return (
    <li className={`kora-creator-album-row kora-creator-album-row--${state}`}>
      <fieldset className="kora-creator-form__group">
        <legend className="kora-creator-form__legend">{t('albumForm.track', number)}</legend>
        <p className="kora-creator-album-row__state">{t(`albumForm.rowState.${state}`)}</p>
        <div className="kora-creator-form__row">
          <TextField
            label={t('albumForm.trackTitle')}
            value={row.title}
            maxLength={CREATOR_LIMITS.titleMaxLength}
            onChange={(event) => onChange({ title: event.target.value })}
            error={errors.title}
            data-row-title={row.key}
          />
          <TextField
            label={t('albumForm.trackDuration')}
            value={row.duration}
            placeholder="3:45"
            inputMode="numeric"
            hint={t('albumForm.trackDurationHint')}
            onChange={(event) => onChange({ duration: event.target.value })}
            error={errors.duration}
          />
        </div>
        <UploadField
          kind="audio"
          label={t('albumForm.trackAudio')}
          hint={t('albumForm.trackAudioHint', { max: UPLOAD_RULES.audio.maxMegabytes })}
          onUploaded={(audioUrl) => onChange({ audioUrl })}
          error={errors.audioFileUrl}
        />
        <div className="kora-creator-album-row__actions">
          <button
            type="button"
            className="kora-button"
            onClick={() => onMove(-1)}
            disabled={position === 1}
            data-row-move={`${row.key}:up`}
          >
            {t('albumForm.moveUp', number)}
          </button>
          <button
            type="button"
            className="kora-button"
            onClick={() => onMove(1)}
            disabled={position === count}
            data-row-move={`${row.key}:down`}
          >
            {t('albumForm.moveDown', number)}
          </button>
          <button type="button" className="kora-button" onClick={onRemove}>
            {t(count === 1 ? 'albumForm.clearTrack' : 'albumForm.removeTrack', number)}
          </button>
        </div>
      </fieldset>
    </li>
  );
}
