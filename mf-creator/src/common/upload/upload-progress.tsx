import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@kora/shared';
import { formatFileSize } from './file-size';

interface UploadProgressProps {
  name: string;
  /** Bytes sent so far, of `total`. */
  loaded: number;
  total: number;
  locale: string;
  onCancel: () => void;
  cancelLabel: ReactNode;
  /** Receives a sentence to announce each quarter of the way, not at every byte. */
  onStep: (announcement: string) => void;
}

const STEP = 0.25;

/** A file on its way: a progress bar of the bytes sent, how many of how many, and Cancel. */
export function UploadProgress({ name, loaded, total, locale, onCancel, cancelLabel, onStep }: UploadProgressProps) {
  const { t } = useTranslation('creator');
  const share = total > 0 ? loaded / total : 0;
  const percent = new Intl.NumberFormat(locale, { style: 'percent' }).format(share);
  const figures = t('upload.progress', {
    loaded: formatFileSize(loaded, locale),
    total: formatFileSize(total, locale),
    percent,
  });
  const step = Math.floor(share / STEP) * STEP;
  const stepText = t('upload.step', {
    name,
    percent: new Intl.NumberFormat(locale, { style: 'percent' }).format(step),
  });

  useEffect(() => onStep(stepText), [onStep, stepText]);

  return (
    <div className="kora-creator-upload__progress">
      <progress
        className="kora-creator-upload__bar"
        max={Math.max(total, 1)}
        value={loaded}
        aria-label={t('upload.sending', { name })}
        aria-valuetext={figures}
      />
      <p className="kora-creator-upload__figures" aria-hidden="true">
        {figures}
      </p>
      <button type="button" className="kora-button" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
