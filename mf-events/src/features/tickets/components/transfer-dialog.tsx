import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  DialogActions,
  FormMessage,
  Modal,
  SubmitButton,
  http,
  TextField,
  useSubmit,
  useTranslation,
  write,
} from '@kora/shared';
import type { Ticket } from '@kora/shared/contracts';
import { checkTicketRecipient, transferTicket } from '@kora/shared/contracts/endpoints';
import { transferRefusal } from '../lib/transfer-refusal';

/** Who, checked with the server; the confirmation names the account found; then the server's answer. */
type Step = { name: 'ask' } | { name: 'confirm'; recipient: string } | { name: 'done' };

/** Sends a ticket to another Kora account: who (checked at once), a confirmation, then the server's answer. */
export function TransferDialog({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t } = useTranslation('events');
  const form = useSubmit();
  const [step, setStep] = useState<Step>({ name: 'ask' });
  const [typed, setTyped] = useState('');
  const confirmRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const refusal = (failure: unknown) => transferRefusal(failure, (key) => t(key));
  const params = { id: ticket.id };

  // The field that had focus is gone after each step: focus goes to the step's own action.
  useEffect(() => {
    if (step.name === 'confirm') confirmRef.current?.querySelector<HTMLButtonElement>('button[type=submit]')?.focus();
    if (step.name === 'done') doneRef.current?.focus();
  }, [step.name]);

  async function ask(event: FormEvent) {
    event.preventDefault();
    const who = typed.trim();
    if (!who) return form.fail(t('tickets.transfer.required'), { recipient: t('tickets.transfer.required') });
    const checked = await form.run(() => http.call(checkTicketRecipient, { params, body: { recipient: who } }), {
      failure: refusal,
    });
    if (!checked) return;
    const { username, refusal: why } = checked.answer;
    if (why || !username) {
      const text = t(why === 'own-account' ? 'tickets.transfer.ownAccount' : 'tickets.transfer.unknownAccount');
      return form.fail(text, { recipient: text });
    }
    setStep({ name: 'confirm', recipient: username });
  }

  async function confirm(event: FormEvent, recipient: string) {
    event.preventDefault();
    // Once sent, the write refreshes my tickets.
    const sent = await form.run(() => write(transferTicket, { params, body: { recipient } }), {
      failure: refusal,
      success: (answer) => t('tickets.transfer.done', { recipient: answer.recipient }),
    });
    if (!sent) return;
    setStep({ name: 'done' });
  }

  const backToAsk = () => {
    form.reset();
    setStep({ name: 'ask' });
  };

  const names = { type: ticket.ticketTypeName, event: ticket.eventTitle, id: ticket.id };
  const failure = form.outcome?.kind === 'error' ? form.outcome.text : null;
  return (
    <Modal open onClose={onClose} title={t('tickets.transfer.title')} closeDisabled={form.submitting}>
      <p className="kora-transfer__ticket">{t('tickets.transfer.which', names)}</p>
      {step.name === 'ask' && (
        <form className="kora-transfer__form" onSubmit={(event) => void ask(event)} noValidate>
          <TextField
            label={t('tickets.transfer.recipient')}
            hint={t('tickets.transfer.recipientHint')}
            name="recipient"
            autoComplete="off"
            autoCapitalize="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={form.fieldErrors.recipient}
          />
          {/* A failure that is not about the recipient (the network, the ticket itself). */}
          <FormMessage kind="error">{form.fieldErrors.recipient ? null : failure}</FormMessage>
          <DialogActions
            secondary={
              <button type="button" className="kora-button" onClick={onClose} disabled={form.submitting}>
                {t('tickets.transfer.cancel')}
              </button>
            }
            primary={
              <SubmitButton submitting={form.submitting}>
                {form.submitting ? t('tickets.transfer.checking') : t('tickets.transfer.next')}
              </SubmitButton>
            }
          />
        </form>
      )}
      {step.name === 'confirm' && (
        <form
          ref={confirmRef}
          className="kora-transfer__form"
          onSubmit={(event) => void confirm(event, step.recipient)}
          noValidate
        >
          <p className="kora-transfer__question">
            {t('tickets.transfer.confirmQuestion', { recipient: step.recipient })}
          </p>
          <p className="kora-transfer__warning">{t('tickets.transfer.warning')}</p>
          <FormMessage kind="error">{failure}</FormMessage>
          <DialogActions
            secondary={
              <button type="button" className="kora-button" onClick={backToAsk} disabled={form.submitting}>
                {t('tickets.transfer.change')}
              </button>
            }
            primary={
              <SubmitButton submitting={form.submitting}>
                {form.submitting ? t('tickets.transfer.sending') : t('tickets.transfer.confirm')}
              </SubmitButton>
            }
          />
        </form>
      )}
      {step.name === 'done' && (
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
