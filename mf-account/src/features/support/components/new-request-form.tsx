import {
  errorText,
  FormMessage,
  http,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormValues,
  useSubmit,
  useTranslation,
  write,
} from '@kora/shared';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  type SupportCategory,
  type SupportRequestDetail,
} from '@kora/shared/contracts';
import { attachToSupportRequest, openSupportRequest } from '@kora/shared/contracts/endpoints';
import { useState, type FormEvent } from 'react';
import { categoryOptions } from '../lib/categories';
import { AttachmentField } from './attachment-field';

interface NewRequestFormProps {
  /** The request opened, and why its attachment could not be added, if it could not. */
  onSent: (request: SupportRequestDetail, attachmentFailure?: string) => void;
  onCancel: () => void;
}

/**
 * 'Nouvelle demande': subject, category, message and an optional attachment, sent once the request is
 * opened. A failure keeps everything typed; an attachment that fails leaves the request opened.
 */
export function NewRequestForm({ onSent, onCancel }: NewRequestFormProps) {
  const { t } = useTranslation('account');
  const form = useSubmit();
  const { values, field } = useFormValues({ subject: '', message: '' }, form.fieldErrors);
  const [category, setCategory] = useState<SupportCategory>('account');
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentError, setAttachmentError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const subject = values.subject.trim();
    const message = values.message.trim();
    const found = {
      subject: subject ? undefined : t('support.required'),
      message: message ? undefined : t('support.required'),
    };
    if (found.subject || found.message) return form.fail(t('support.fixErrors'), found);
    const sent = await form.run(() => write(openSupportRequest, { body: { subject, category, message } }), {
      failure: t('support.sendFailed'),
    });
    if (!sent) return;
    if (!attachment) return onSent(sent.answer);
    // Still busy while the file goes: the request must not be sent twice.
    setUploading(true);
    try {
      onSent(await http.upload(attachToSupportRequest, attachment, { params: { id: sent.answer.id } }));
    } catch (failure) {
      onSent(sent.answer, errorText(failure, t('support.attachment.uploadFailed')));
    }
  }

  return (
    <form className="kora-form kora-support-new" onSubmit={submit} noValidate>
      <TextField label={t('support.fields.subject')} maxLength={SUPPORT_SUBJECT_MAX} required {...field('subject')} />
      <SelectField
        label={t('support.fields.category')}
        value={category}
        options={categoryOptions(t)}
        onChange={setCategory}
        error={form.fieldErrors.category}
      />
      <TextAreaField
        label={t('support.fields.message')}
        rows={6}
        maxLength={SUPPORT_MESSAGE_MAX}
        required
        {...field('message')}
      />
      <AttachmentField
        error={attachmentError}
        onChange={(file) => {
          setAttachment(file);
          if (file) setAttachmentError(undefined);
        }}
        onRefused={setAttachmentError}
      />
      <FormMessage kind="error">{form.outcome?.kind === 'error' ? form.outcome.text : null}</FormMessage>
      <div className="kora-support-new__actions">
        <SubmitButton submitting={form.submitting || uploading}>{t('support.send')}</SubmitButton>
        <button type="button" className="kora-button" onClick={onCancel}>
          {t('support.cancel')}
        </button>
      </div>
    </form>
  );
}
