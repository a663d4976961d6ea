import type { PaymentPurpose } from '@kora/shared/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { Database, PaymentSessionRow } from '../db/tables';
import type { PaymentEvent, PaymentEventType } from './provider';

export type PaymentConfirmation = Extract<PaymentEvent, { type: 'payment.succeeded' }>;

export interface FulfilmentContext {
  /** The transaction that also marks the session paid: a failure undoes both. */
  trx: Transaction<Database>;
  session: PaymentSessionRow;
  /** What was stored with the session (e.g. { plan: 'premium' }, { trackId: 3 }). */
  subject: Record<string, unknown>;
  confirmation: PaymentConfirmation;
}

/** Grants what was paid for. May return work to do once the transaction is committed. */
export type Fulfilment = (context: FulfilmentContext) => Promise<void | (() => Promise<void>)>;

export type PaymentEventListener<T extends PaymentEventType = PaymentEventType> = (
  event: Extract<PaymentEvent, { type: T }>,
  db: Db,
) => Promise<void>;

/**
 * Who grants what: one fulfilment per purpose (subscription, track, album, ticket, order), and
 * listeners for provider events that are not tied to one checkout (subscription renewals, failures).
 * Modules register theirs when they start.
 */
export class FulfilmentRegistry {
  private readonly fulfilments = new Map<PaymentPurpose, Fulfilment>();
  private readonly listeners = new Map<PaymentEventType, PaymentEventListener[]>();

  register(purpose: PaymentPurpose, fulfilment: Fulfilment): void {
    if (this.fulfilments.has(purpose)) throw new Error(`A fulfilment for "${purpose}" is already registered`);
    this.fulfilments.set(purpose, fulfilment);
  }

  fulfilmentFor(purpose: PaymentPurpose): Fulfilment | undefined {
    return this.fulfilments.get(purpose);
  }

  on<T extends PaymentEventType>(type: T, listener: PaymentEventListener<T>): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener as unknown as PaymentEventListener]);
  }

  listenersOf(type: PaymentEventType): PaymentEventListener[] {
    return this.listeners.get(type) ?? [];
  }
}
