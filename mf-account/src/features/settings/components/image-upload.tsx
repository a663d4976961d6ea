import { useId, useState, type ChangeEvent } from 'react';
import { errorText, http, mediaUrl, useTranslation } from '@kora/shared';
import { uploadImageFile } from '@kora/shared/contracts/endpoints';
import { acceptAttribute, validateUpload } from '@kora/shared/validation';

interface ImageUploadProps {
  /** The current picture's URL, or null. */
  value: string | null;
  onUploaded: (url: string) => void;
  /** Tells the form an upload is running, so it is not saved half-way. */
  onBusyChange: (busy: boolean) => void;
}

/** Picks a picture (images only), uploads it with a progress bar, and hands back its URL. */
export function ImageUpload({ value, onUploaded, onBusyChange }: ImageUploadProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = mediaUrl(value);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = validateUpload(file, 'image');
    setError(problem && t(`common:validation.${problem.code}`, problem.values));
    if (problem) return;
    setProgress(0);
    onBusyChange(true);
    try {
      const { url } = await http.upload(uploadImageFile, file, { onProgress: setProgress });
      onUploaded(url);
    } catch (failure) {
      setError(errorText(failure, t('settings.uploadError')));
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  }

  return (
    <div className="kora-field kora-image-upload">
      {preview && <img className="kora-image-upload__preview" src={preview} alt={t('settings.currentImage')} />}
      <label htmlFor={id} className="kora-field__label">
        {t('settings.image')}
      </label>
      <input
        id={id}
        type="file"
        accept={acceptAttribute('image')}
        onChange={(event) => void pick(event)}
        disabled={progress !== null}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="kora-field__hint">
        {t('settings.imageHint')}
      </p>
      {progress !== null && (
        <progress
          className="kora-image-upload__progress"
          max={100}
          value={progress}
          aria-label={t('settings.uploading')}
        >
          {progress} %
        </progress>
      )}
      {error && (
        <p id={`${id}-error`} className="kora-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
