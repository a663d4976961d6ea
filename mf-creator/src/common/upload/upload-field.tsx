import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { kernelText, mediaUrl, useFormat, useTranslation } from '@kora/shared';
import { acceptAttribute, validateUpload, type UploadKind } from '@kora/shared/validation';
import { useUpload } from './use-upload';
import { useReportUpload } from './upload-activity';
import { UploadProgress } from './upload-progress';
import { fileNameOf } from './file-size';
import './upload-field.css';

export interface UploadFieldProps {
  kind: UploadKind;
  label: string;
  hint?: string;
  /** The uploaded file's url once the server has it; null when the user removes it. */
  onUploaded(url: string | null): void;
  /** Files can also be dropped on the field. */
  dropZone?: boolean;
  preview?: 'image' | 'none';
  /** The form's own error for this field ('Un fichier audio est requis'). */
  error?: string | null;
  /** The file the item already has (an edit form). */
  initialUrl?: string | null;
  /** A form's own refusal, checked before the upload rules ('Le fichier sélectionné n'est pas une vidéo.'). */
  refuse?: (file: File) => string | null;
  /** The form's words put before the reason of a failed upload ('Erreur lors de l'upload de la vidéo'). */
  failureText?: string;
}

interface HeldFile {
  url: string;
  name: string;
  /** Sent on this visit (else the item's current file). */
  sent: boolean;
}

function ruleRefusal(file: File, kind: UploadKind): string | null {
  const problem = validateUpload(file, kind);
  return problem && kernelText(`validation.${problem.code}`, problem.values);
}

/**
 * A file picked (or dropped) and sent at once to `POST /upload/{kind}`: refused before sending when the
 * upload rules say no, a progress bar in bytes with Cancel while it goes, then its name (and preview)
 * with Replace and Remove. The form gets the file's url through `onUploaded`.
 */
export function UploadField({
  kind,
  label,
  hint,
  onUploaded,
  dropZone = false,
  preview = 'none',
  error,
  initialUrl,
  refuse,
  failureText,
}: UploadFieldProps) {
  const { t } = useTranslation('creator');
  const format = useFormat();
  const id = useId();
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [held, setHeld] = useState<HeldFile | null>(() =>
    initialUrl ? { url: initialUrl, name: fileNameOf(initialUrl), sent: false } : null,
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [refocus, setRefocus] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const upload = useUpload(kind, {
    onDone: (result, file) => {
      setHeld({ url: result.url, name: file.name, sent: true });
      setAnnouncement(t('upload.sent', { name: file.name }));
      onUploaded(result.url);
    },
  });
  const { state } = upload;
  const uploading = state.status === 'uploading';
  useReportUpload(uploading);

  // When the control that had the focus goes (Cancel, Remove), the field's next control takes it.
  useEffect(() => {
    if (refocus === 0) return;
    const next = fieldRef.current?.querySelector<HTMLElement>('input:not([hidden]), button');
    next?.focus();
  }, [refocus]);

  function choose(file: File | undefined) {
    if (!file || uploading) return;
    const problem = refuse?.(file) ?? ruleRefusal(file, kind);
    setRefusal(problem);
    setAnnouncement('');
    if (problem) return upload.reset();
    upload.start(file);
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    choose(event.target.files?.[0]);
    event.target.value = '';
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  function cancel() {
    upload.cancel();
    setAnnouncement(t('upload.cancelled'));
    setRefocus((count) => count + 1);
  }

  function remove() {
    upload.reset();
    setHeld(null);
    setRefusal(null);
    setAnnouncement(t('upload.removed', { name: held?.name }));
    onUploaded(null);
    setRefocus((count) => count + 1);
  }

  const failure = state.status === 'error' && state.error ? state.error : null;
  const problem = refusal ?? (failure && failureText ? `${failureText} : ${failure}` : failure);
  const shownError = problem ?? error ?? null;
  const describedBy = [hint && `${id}-hint`, shownError && `${id}-error`].filter(Boolean).join(' ') || undefined;
  // The field's name completes each button's name for screen readers ("Retirer Fichier audio").
  const named = (text: string): ReactNode => (
    <>
      {text}
      <span className="kora-visually-hidden"> {label}</span>
    </>
  );

  const input = (
    <input
      ref={inputRef}
      id={id}
      className="kora-creator-upload__input"
      type="file"
      accept={acceptAttribute(kind)}
      onChange={pick}
      hidden={uploading || held !== null}
      aria-invalid={shownError ? true : undefined}
      aria-describedby={describedBy}
    />
  );

  return (
    <div ref={fieldRef} className="kora-field kora-creator-upload">
      <label htmlFor={id} className="kora-field__label">
        {label}
      </label>
      {dropZone ? (
        <div
          className={`kora-creator-upload__zone${dragging ? ' kora-creator-upload__zone--over' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            if (!uploading) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          {input}
          {!uploading && <p className="kora-creator-upload__drop-hint">{t('upload.dropHint')}</p>}
        </div>
      ) : (
        input
      )}
      {uploading && state.file && (
        <UploadProgress
          name={state.file.name}
          loaded={state.loaded}
          total={state.total}
          locale={format.locale}
          onCancel={cancel}
          cancelLabel={named(t('upload.cancel'))}
          onStep={setAnnouncement}
        />
      )}
      {!uploading && held && (
        <div className="kora-creator-upload__file">
          {preview === 'image' && (
            <img
              className="kora-creator-upload__preview"
              src={mediaUrl(held.url) ?? undefined}
              alt={t('upload.preview', { name: held.name })}
            />
          )}
          <p className="kora-creator-upload__name">
            {t(held.sent ? 'upload.sentFile' : 'upload.currentFile')} <strong>{held.name}</strong>
          </p>
          <div className="kora-creator-upload__actions">
            <button type="button" className="kora-button" onClick={() => inputRef.current?.click()}>
              {named(t('upload.replace'))}
            </button>
            <button type="button" className="kora-button" onClick={remove}>
              {named(t('upload.remove'))}
            </button>
          </div>
        </div>
      )}
      {hint && (
        <p id={`${id}-hint`} className="kora-field__hint">
          {hint}
        </p>
      )}
      {shownError && (
        <p id={`${id}-error`} className="kora-field__error" role={problem ? 'alert' : undefined}>
          {shownError}
        </p>
      )}
      <p className="kora-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
