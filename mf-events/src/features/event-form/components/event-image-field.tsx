import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { mediaUrl, useTranslation } from '@kora/shared';
import { acceptAttribute, UPLOAD_RULES, validateUpload } from '@kora/shared/validation';

interface EventImageFieldProps {
  /** The image the event already has (edit). */
  currentUrl: string | null;
  /** The file chosen to replace it, sent once the event is saved. */
  file: File | null;
  onChoose: (file: File | null) => void;
  /** 0–100 while the file is being sent, else null. */
  progress: number | null;
}

function objectUrl(file: File | null): string | null {
  return file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/** Chooses the event's image (JPEG or PNG, checked at once), shows it, and the progress of its upload. */
export function EventImageField({ currentUrl, file, onChoose, progress }: EventImageFieldProps) {
  const { t } = useTranslation('events');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const rule = UPLOAD_RULES.image;

  function showPreview(next: File | null) {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = objectUrl(next);
    setPreview(previewRef.current);
  }

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const refusal = validateUpload(chosen, 'image');
    setProblem(refusal && t(`common:validation.${refusal.code}`, refusal.values));
    if (refusal) return;
    showPreview(chosen);
    onChoose(chosen);
  }

  function drop() {
    showPreview(null);
    onChoose(null);
  }

  const shown = file ? preview : mediaUrl(currentUrl);
  const describedBy = [`${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="kora-field kora-event-form__image">
      {shown && (
        <img
          className="kora-event-form__preview"
          src={shown}
          alt={file ? t('form.imagePreview') : t('form.imageCurrent')}
        />
      )}
      <label htmlFor={id}>{t('form.image')}</label>
      <input
        id={id}
        className="kora-event-form__file"
        type="file"
        accept={acceptAttribute('image')}
        onChange={pick}
        disabled={progress !== null}
        aria-describedby={describedBy}
      />
      <p id={`${id}-hint`} className="kora-field__hint">
        {t('form.imageHint', { types: rule.label, max: rule.maxMegabytes })}
      </p>
      {file && progress === null && (
        <button type="button" className="kora-button kora-event-form__remove" onClick={drop}>
          {t('form.imageRemove')}
        </button>
      )}
      {progress !== null && (
        <progress className="kora-event-form__progress" max={100} value={progress} aria-label={t('form.uploading')}>
          {progress} %
        </progress>
      )}
      {problem && (
        <p id={`${id}-error`} className="kora-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
