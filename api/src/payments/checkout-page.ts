import type { PaymentSessionRow } from '../db/tables';
import { escapeHtml, formatMoney } from './html';
import { subjectOf } from './sessions-repository';
import type { CardField, CardInput } from './test-cards';

export interface CheckoutPageState {
  values?: Partial<CardInput>;
  errors?: Partial<Record<CardField, string>>;
  /** A decline or another message about the whole payment. */
  alert?: string;
}

/** Shown on every page of the built-in test checkout: nothing it accepts moves money. */
export const TEST_PAYMENT_NOTICE = "Paiement de test — aucune somme n'est débitée";

export function describeSession(session: PaymentSessionRow): string {
  const description = subjectOf(session).description;
  return typeof description === 'string' && description ? description : 'Paiement Kora';
}

function field(name: CardField, label: string, state: CheckoutPageState, attributes: string): string {
  const error = state.errors?.[name];
  const value = name === 'cardholder' || name === 'expiry' ? (state.values?.[name] ?? '') : '';
  const describedBy = error ? ` aria-describedby="${name}-error" aria-invalid="true"` : '';
  return (
    `<label for="${name}">${label}</label>` +
    `<input id="${name}" name="${name}" value="${escapeHtml(value)}" required ${attributes}${describedBy}>` +
    (error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : '')
  );
}

/** The local test checkout: what is bought, the amount, a card form, pay or cancel. */
export function checkoutPageBody(session: PaymentSessionRow, state: CheckoutPageState = {}): string {
  const amount = formatMoney(session.amount_minor, session.currency);
  const recurring = session.purpose === 'subscription' ? ' <span>par mois</span>' : '';
  const alert = state.alert
    ? `<div class="alert" role="alert"><strong>${escapeHtml(state.alert)}</strong> Vous pouvez réessayer avec une autre carte ou annuler.</div>`
    : '';
  const fieldErrors =
    state.errors && Object.keys(state.errors).length > 0
      ? '<div class="alert" role="alert">Vérifiez les informations de la carte.</div>'
      : '';
  return `
    <h1>Paiement sécurisé</h1>
    <p class="badge" role="note">${TEST_PAYMENT_NOTICE}</p>
    <section class="summary" aria-labelledby="summary-title">
      <h2 id="summary-title" style="font-size:1rem;margin:0">Votre achat</h2>
      <p style="margin:.25rem 0">${escapeHtml(describeSession(session))}</p>
      <p class="amount" style="margin:0">${escapeHtml(amount)}${recurring}</p>
    </section>
    ${alert}${fieldErrors}
    <form method="post" novalidate>
      ${field('cardholder', 'Nom sur la carte', state, 'autocomplete="cc-name"')}
      ${field('cardNumber', 'Numéro de carte', state, 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242"')}
      <div class="row">
        <div>${field('expiry', "Date d'expiration (MM/AA)", state, 'autocomplete="cc-exp" placeholder="12/34"')}</div>
        <div>${field('cvc', 'Cryptogramme (CVC)', state, 'inputmode="numeric" autocomplete="cc-csc" placeholder="123"')}</div>
      </div>
      <div class="actions">
        <button class="primary" type="submit" name="action" value="pay">Payer ${escapeHtml(amount)}</button>
        <button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Annuler</button>
      </div>
    </form>
    <p class="notice">Cartes de test : 4242 4242 4242 4242 est acceptée ; 4000 0000 0000 0002 est refusée.
    Utilisez une date future et n'importe quel cryptogramme.</p>`;
}

export function closedSessionBody(session: PaymentSessionRow): string {
  const paid = session.status === 'paid';
  const link = paid ? session.success_url : session.cancel_url;
  return `
    <h1>${paid ? 'Paiement déjà effectué' : 'Session de paiement terminée'}</h1>
    <p role="status">${paid ? 'Ce paiement a déjà été confirmé.' : "Cette session de paiement n'est plus ouverte."}</p>
    ${link ? `<p><a class="button secondary" href="${escapeHtml(link)}">Revenir sur Kora</a></p>` : ''}`;
}
