import {
  FormMessage,
  SubmitButton,
  TextAreaField,
  useFormValues,
  useSubmit,
  useTranslation,
  write,
} from '@kora/shared';
import { SUPPORT_MESSAGE_MAX } from '@kora/shared/contracts';
import { replyToSupportRequest } from '@kora/shared/contracts/endpoints';
import type { FormEvent } from 'react';

/** The reply box under a thread: sent as plain text; the thread is read again once it is there. */
export function ReplyForm({ requestId }: { requestId: number }) {
  const { t } = useTranslation('account');
  const form = useSubmit();
  const { values, setValues, field } = useFormValues({ message: '' }, form.fieldErrors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = values.message.trim();
    if (!message) return form.fail(t('support.fixErrors'), { message: t('support.required') });
    const sent = await form.run(() => write(replyToSupportRequest, { params: { id: requestId }, body: { message } }), {
      failure: t('support.replyFailed'),
      success: () => t('support.replied'),
    });
    if (sent) setValues({ message: '' });
  }

  return (
    <form className="kora-form kora-support-reply" onSubmit={submit} noValidate>
      <TextAreaField label={t('support.fields.reply')} rows={4} maxLength={SUPPORT_MESSAGE_MAX} {...field('message')} />
      <FormMessage kind={form.outcome?.kind ?? 'error'}>{form.outcome?.text}</FormMessage>
      <SubmitButton submitting={form.submitting}>{t('support.replySend')}</SubmitButton>
    </form>
  );
}
