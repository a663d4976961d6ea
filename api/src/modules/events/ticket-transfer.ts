import type { TicketRecipientRefusal } from '@kora/shared/contracts';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import { conflict, invalid, forbidden, notFound } from '../../http/errors';
import { notifyTicketTransferred } from './ticket-notices';
import { newTicketCode, TICKET_NOT_FOUND, TicketsRepository, type TicketView } from './tickets-repository';

export const NOT_YOUR_TICKET = "Ce billet n'est pas à vous.";
export const ONLY_VALID_TRANSFER = 'Seul un billet valable peut être transféré.';
export const TRANSFER_AFTER_START = "L'événement a commencé : ce billet ne peut plus être transféré.";
export const RECIPIENT_NOT_FOUND = "Aucun compte Kora ne correspond à ce nom d'utilisateur ou à cet e-mail.";
export const TRANSFER_TO_SELF = 'Ce billet est déjà à vous.';

const REFUSAL_TEXTS: Record<TicketRecipientRefusal, string> = {
  'unknown-account': RECIPIENT_NOT_FOUND,
  'own-account': TRANSFER_TO_SELF,
};

/** Who a username or e-mail names, and why the ticket cannot go to them, if it cannot. */
export interface RecipientCheck {
  account: { id: number; username: string } | null;
  refusal: TicketRecipientRefusal | null;
}

/**
 * Giving a ticket to another Kora user before the event: the old ticket becomes `transferred` (its
 * code stops working) and the recipient gets a new ticket with a new code, in one transaction. The
 * recipient can be checked first, by the same rules, before the holder confirms.
 */
export class TicketTransfer {
  private readonly tickets: TicketsRepository;

  constructor(private readonly db: Db) {
    this.tickets = new TicketsRepository(db);
  }

  /** The holder's ticket, while it can still be given. */
  private async transferable(holderId: number, ticketId: number): Promise<TicketView> {
    const ticket = await this.tickets.find(ticketId);
    if (!ticket) throw notFound(TICKET_NOT_FOUND);
    if (ticket.holderId !== holderId) throw forbidden(NOT_YOUR_TICKET);
    if (ticket.eventDatetime <= nowIso()) throw conflict(TRANSFER_AFTER_START);
    if (ticket.status !== 'valid') throw conflict(ONLY_VALID_TRANSFER);
    return ticket;
  }

  /** Whether the holder's ticket can go to the account `who` names (username or e-mail, any case). */
  async checkRecipient(holderId: number, ticketId: number, who: string): Promise<RecipientCheck> {
    await this.transferable(holderId, ticketId);
    return this.recipientOf(holderId, who);
  }

  private async recipientOf(holderId: number, who: string): Promise<RecipientCheck> {
    const wanted = who.trim().toLowerCase();
    const account = await this.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', wanted), eb(eb.fn('lower', ['email']), '=', wanted)]))
      .executeTakeFirst();
    if (!account) return { account: null, refusal: 'unknown-account' };
    return { account, refusal: account.id === holderId ? 'own-account' : null };
  }

  async transfer(holderId: number, ticketId: number, recipient: string): Promise<{ old: TicketView; to: string }> {
    const ticket = await this.transferable(holderId, ticketId);
    const { account: receiver, refusal } = await this.recipientOf(holderId, recipient);
    if (refusal || !receiver) {
      const message = REFUSAL_TEXTS[refusal ?? 'unknown-account'];
      throw invalid([{ propertyPath: 'recipient', message }], message);
    }

    const at = nowIso();
    await this.db.transaction().execute(async (trx) => {
      const handedOver = await trx
        .updateTable('tickets')
        .set({ status: 'transferred', transferred_at: at })
        .where('id', '=', ticket.id)
        .where('user_id', '=', holderId)
        .where('status', '=', 'valid')
        .executeTakeFirst();
      if (Number(handedOver.numUpdatedRows) !== 1) throw conflict(ONLY_VALID_TRANSFER);
      await trx
        .insertInto('tickets')
        .values({
          ticket_type_id: ticket.ticketTypeId,
          event_id: ticket.eventId,
          user_id: receiver.id,
          code: newTicketCode(),
          status: 'valid',
          price_minor: ticket.priceMinor,
          currency: ticket.currency,
          purchased_at: at,
          validated_at: null,
          transferred_at: null,
        })
        .execute();
      await notifyTicketTransferred(trx, {
        eventTitle: ticket.eventTitle,
        from: { id: holderId, username: ticket.holder },
        to: receiver,
      });
    });
    return { old: (await this.tickets.find(ticket.id)) as TicketView, to: receiver.username };
  }
}
