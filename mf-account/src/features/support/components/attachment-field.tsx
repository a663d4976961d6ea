import { TextField, useTranslation } from '@kora/shared';
import type { ChangeEvent } from 'react';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../lib/attachment';

interface AttachmentFieldProps {
  /** The file picked and accepted, or null. */
  onChange: (file: File | null) => void;
  error?: string;
  onRefused: (reason: string) => void;
}

/** 'Pièce jointe': one optional screenshot or document, refused on the page when of another type or too big. */
export function AttachmentField({ onChange, error, onRefused }: AttachmentFieldProps) {
  const { t } = useTranslation('account');

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file && attachmentProblem(file);
    if (problem) {
      event.target.value = '';
      onChange(null);
      return onRefused(t(`support.attachment.${problem}`));
    }
    onChange(file);
  }

  return (
    <TextField
      type="file"
      label={t('support.attachment.label')}
      hint={t('support.attachment.hint')}
      accept={ATTACHMENT_ACCEPT}
      error={error}
      onChange={pick}
    />
  );
}
