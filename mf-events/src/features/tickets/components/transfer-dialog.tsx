import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormMessage, Modal, SubmitButton, TextField, useQueryClient, useSubmit, useTranslation } from '@kora/shared';
import type { Ticket } from '@kora/shared/contracts';
import { TICKETS_QUERY_ROOT, transferTicket } from '../api/tickets-api';

type Step = 'ask' | 'confirm' | 'done';

/** Sends a ticket to another Kora account: who, a confirmation, then the server's answer. */
export function TransferDialog({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t } = useTranslation('events');
  const queryClient = useQueryClient();
  const form = useSubmit();
  const [step, setStep] = useState<Step>('ask');
  const [recipient, setRecipient] = useState('');
  const confirmRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);

  // The field that had focus is gone after each step: focus goes to the step's own action.
  useEffect(() => {
    if (step === 'confirm') confirmRef.current?.querySelector<HTMLButtonElement>('button[type=submit]')?.focus();
    if (step === 'done') doneRef.current?.focus();
  }, [step]);

  function ask(event: FormEvent) {
    event.preventDefault();
    if (!recipient.trim())
      return form.fail(t('tickets.transfer.required'), { recipient: t('tickets.transfer.required') });
    form.reset();
    setStep('confirm');
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const sent = await form.run(() => transferTicket(ticket.id, recipient.trim()), {
      failure: t('tickets.transfer.failed'),
      success: (answer) => t('tickets.transfer.done', { recipient: answer.recipient }),
    });
    if (!sent) return;
    setStep('done');
    void queryClient.invalidateQueries({ queryKey: [TICKETS_QUERY_ROOT] });
  }

  const names = { type: ticket.ticketTypeName, event: ticket.eventTitle, id: ticket.id };
  return (
    <Modal open onClose={onClose} title={t('tickets.transfer.title')} closeDisabled={form.submitting}>
      <p className="kora-transfer__ticket">{t('tickets.transfer.which', names)}</p>
      {step === 'ask' && (
        <form className="kora-transfer__form" onSubmit={ask} noValidate>
          <TextField
            label={t('tickets.transfer.recipient')}
            hint={t('tickets.transfer.recipientHint')}
            name="recipient"
            autoComplete="off"
            autoCapitalize="off"
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
            error={form.fieldErrors.recipient}
          />
          <div className="kora-transfer__actions">
            <button type="submit" className="kora-button kora-button--accent">
              {t('tickets.transfer.next')}
            </button>
            <button type="button" className="kora-button" onClick={onClose}>
              {t('tickets.transfer.cancel')}
            </button>
          </div>
        </form>
      )}
      {step === 'confirm' && (
        <form ref={confirmRef} className="kora-transfer__form" onSubmit={confirm} noValidate>
          <p className="kora-transfer__question">
            {t('tickets.transfer.confirmQuestion', { recipient: recipient.trim() })}
          </p>
          <p className="kora-transfer__warning">{t('tickets.transfer.warning')}</p>
          <FormMessage kind="error">{form.outcome?.kind === 'error' ? form.outcome.text : null}</FormMessage>
          <div className="kora-transfer__actions">
            <SubmitButton submitting={form.submitting}>
              {form.submitting ? t('tickets.transfer.sending') : t('tickets.transfer.confirm')}
            </SubmitButton>
            <button type="button" className="kora-button" onClick={() => setStep('ask')} disabled={form.submitting}>
              {t('tickets.transfer.change')}
            </button>
          </div>
        </form>
      )}
      {step === 'done' && (
        <div className="kora-transfer__form">
          <FormMessage kind="success">{form.outcome?.text}</FormMessage>
          <button ref={doneRef} type="button" className="kora-button" onClick={onClose}>
            {t('tickets.transfer.close')}
          </button>
        </div>
      )}
    </Modal>
  );
}
