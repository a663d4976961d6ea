import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { href, Modal, QueryView, read, selectSignedIn, useQuery, useSessionStore, useTranslation } from '@kora/shared';
import { useSignInHere } from '@kora/shared/remote-app';
import type { EventSummary, KoraEvent } from '@kora/shared/contracts';
import { getEvent } from '@kora/shared/contracts/endpoints';
import { TicketPurchaseForm, type TicketModalVariant } from './ticket-purchase-form';
import { useTicketPurchase } from './use-ticket-purchase';
import './ticket-modal.css';

export type { TicketModalVariant };

export interface TicketModalProps {
  event: EventSummary;
  open: boolean;
  onClose: () => void;
  /** 'list' words a short balance as the events list does ('… pour acheter ce ticket.'). */
  variant?: TicketModalVariant;
  /** A ticket type chosen beforehand (the detail page's rows). */
  initialTicketTypeId?: number;
}

/**
 * The ticket modal (platform.md §4, §5): closed → open → purchasing → success for 1.5 s then closed,
 * or the error. The wallet pays; a visitor is invited to sign in first. The ticket types are the event's
 * own (`GET /events/{id}`), read when the modal opens: what is left is what is left now.
 */
export function TicketModal({ event, open, onClose, variant = 'detail', initialTicketTypeId }: TicketModalProps) {
  const { t } = useTranslation('events');
  const [purchasing, setPurchasing] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      closeDisabled={open && purchasing}
      title={t('ticketModal.title', { title: event.title })}
      className="kora-ticket-modal"
    >
      {/* Mounted only while open: each opening starts afresh. */}
      {open && (
        <TicketModalBody
          event={event}
          variant={variant}
          initialTicketTypeId={initialTicketTypeId}
          onClose={onClose}
          onPurchasingChange={setPurchasing}
        />
      )}
    </Modal>
  );
}

interface TicketModalBodyProps extends Omit<TicketModalProps, 'open'> {
  onPurchasingChange: (purchasing: boolean) => void;
}

function TicketModalBody({ event, onPurchasingChange, ...choice }: TicketModalBodyProps) {
  const details = useQuery(read(getEvent, { params: { id: event.id } }));
  return (
    <QueryView query={details}>
      {(full) => <TicketChoice event={full} onPurchasingChange={onPurchasingChange} {...choice} />}
    </QueryView>
  );
}

interface TicketChoiceProps extends Omit<TicketModalBodyProps, 'event'> {
  event: KoraEvent;
}

function TicketChoice({ event, variant, initialTicketTypeId, onClose, onPurchasingChange }: TicketChoiceProps) {
  const { t } = useTranslation('events');
  const signInHere = useSignInHere();
  const signedIn = useSessionStore(selectSignedIn);
  const purchase = useTicketPurchase(event, onClose);
  const purchasing = purchase.phase === 'purchasing';

  useEffect(() => {
    onPurchasingChange(purchasing);
    return () => onPurchasingChange(false);
  }, [purchasing, onPurchasingChange]);

  if (event.ticketTypes.length === 0) return <p className="kora-ticket-modal__hint">{t('ticketModal.noTickets')}</p>;

  if (!signedIn)
    return (
      <div className="kora-ticket-modal__sign-in">
        <p>{t('ticketModal.signInPrompt')}</p>
        <Link className="kora-button kora-button--accent" to={signInHere} onClick={onClose}>
          {t('ticketModal.signIn')}
        </Link>
      </div>
    );

  return (
    <>
      {/* One live region for the purchase's progress, present from the start so each change is read out. */}
      <p className="kora-ticket-modal__status" role="status">
        {purchase.phase === 'purchasing' && t('ticketModal.purchasing')}
        {purchase.phase === 'success' && t('ticketModal.success')}
      </p>
      {purchase.phase === 'success' ? (
        <div className="kora-ticket-modal__success">
          <p>{t('ticketModal.successDetail', { count: purchase.tickets.length || 1 })}</p>
          <Link className="kora-button kora-button--accent" to={href('tickets')} onClick={onClose}>
            {t('ticketModal.seeTickets')}
          </Link>
        </div>
      ) : (
        <TicketPurchaseForm
          event={event}
          variant={variant ?? 'detail'}
          initialTicketTypeId={initialTicketTypeId}
          purchase={purchase}
          onCancel={onClose}
        />
      )}
    </>
  );
}
