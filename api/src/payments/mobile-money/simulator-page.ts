import { TEST_PAYMENT_NOTICE } from '../checkout-page';
import { escapeHtml, formatMoney } from '../html';
import { chargeLabel } from './fcfa';
import { OPERATORS, operatorLabel } from './operators';
import { formatPhone, maskPhone } from './phone-numbers';
import { TEST_PHONE_NUMBERS, testNumberBehaviour, type SimulatedTransaction } from './simulator';

/**
 * The simulator's page, served at the payment's URL with html.ts's `sendPage` (its layout, strict CSP,
 * no script): first the operator and the number, then "Confirmez le paiement sur votre téléphone" with
 * the simulated phone's Valider / Refuser, then the outcome. Every form posts back to the page with an
 * `action`: pay (operator, phone), cancel, validate, refuse.
 */
export const SIMULATOR_PAGE_TITLE = 'Paiement mobile';

export interface SimulatorPageState {
  values?: { operator?: string; phone?: string };
  errors?: Partial<Record<'operator' | 'phone', string>>;
}

const SELECT_STYLE =
  'width:100%;font:inherit;padding:.6rem;border:1px solid #767676;border-radius:6px;margin-top:.25rem;background:#fff';

function amountOf(transaction: SimulatedTransaction): string {
  return transaction.price
    ? chargeLabel(transaction.amountXof, transaction.price)
    : formatMoney(transaction.amountXof, 'XOF');
}

function summary(transaction: SimulatedTransaction): string {
  return `
    <section class="summary" aria-labelledby="summary-title">
      <h2 id="summary-title" style="font-size:1rem;margin:0">Votre achat</h2>
      <p style="margin:.25rem 0">${escapeHtml(transaction.description || 'Paiement Kora')}</p>
      <p class="amount" style="margin:0">${escapeHtml(amountOf(transaction))}</p>
    </section>`;
}

function fieldError(name: string, error: string | undefined): { attributes: string; text: string } {
  return error
    ? {
        attributes: ` aria-describedby="${name}-error" aria-invalid="true"`,
        text: `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>`,
      }
    : { attributes: '', text: '' };
}

function testNumbersNotice(): string {
  const items = TEST_PHONE_NUMBERS.map((test) => `<li>${escapeHtml(test.number)} : ${escapeHtml(test.outcome)}</li>`);
  return `<div class="notice"><p style="margin:0">Numéros de test, avec n’importe quel opérateur :</p><ul style="margin:.25rem 0 0">${items.join('')}</ul></div>`;
}

/** Step 1: the operator and the number. */
function paymentForm(transaction: SimulatedTransaction, state: SimulatorPageState): string {
  const chosen = state.values?.operator ?? transaction.operator ?? '';
  const phone = state.values?.phone ?? (transaction.phone ? formatPhone(transaction.phone) : '');
  const operatorError = fieldError('operator', state.errors?.operator);
  const phoneError = fieldError('phone', state.errors?.phone);
  const options = OPERATORS.map(
    (operator) =>
      `<option value="${operator.id}"${operator.id === chosen ? ' selected' : ''}>${escapeHtml(operator.label)}</option>`,
  ).join('');
  const alert =
    state.errors && Object.keys(state.errors).length > 0
      ? '<div class="alert" role="alert">Vérifiez l’opérateur et le numéro de téléphone.</div>'
      : '';
  return `
    <h1>Paiement mobile</h1>
    <p class="badge" role="note">${TEST_PAYMENT_NOTICE}</p>
    ${summary(transaction)}
    ${alert}
    <form method="post" novalidate>
      <label for="operator">Opérateur</label>
      <select id="operator" name="operator" required style="${SELECT_STYLE}"${operatorError.attributes}>
        <option value=""${chosen ? '' : ' selected'}>Choisissez votre opérateur</option>${options}
      </select>
      ${operatorError.text}
      <label for="phone">Numéro de téléphone</label>
      <input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" required placeholder="+225 07 00 00 00 01" value="${escapeHtml(phone)}"${phoneError.attributes}>
      ${phoneError.text}
      <div class="actions">
        <button class="primary" type="submit" name="action" value="pay">Payer</button>
        <button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Annuler</button>
      </div>
    </form>
    ${testNumbersNotice()}`;
}

/** Step 2: waiting for the phone, and the simulated phone itself. */
function confirmation(transaction: SimulatedTransaction): string {
  const operator = transaction.operator ? operatorLabel(transaction.operator) : 'Mobile money';
  const number = transaction.phone ? maskPhone(transaction.phone) : '';
  const charged = formatMoney(transaction.amountXof, 'XOF');
  const silent = testNumberBehaviour(transaction.phone) === 'silent';
  const phone = silent
    ? '<p role="status" style="margin:.5rem 0 0">Aucune demande reçue : ce téléphone ne répond pas.</p>'
    : `<p style="margin:.5rem 0 0">${escapeHtml(operator)} : payer ${escapeHtml(charged)} à Kora ?</p>
      <form method="post">
        <div class="actions">
          <button class="primary" type="submit" name="action" value="validate">Valider</button>
          <button class="secondary" type="submit" name="action" value="refuse">Refuser</button>
        </div>
      </form>`;
  return `
    <h1>Confirmez le paiement sur votre téléphone</h1>
    <p class="badge" role="note">${TEST_PAYMENT_NOTICE}</p>
    <section class="summary" aria-labelledby="summary-title">
      <h2 id="summary-title" style="font-size:1rem;margin:0">${escapeHtml(transaction.description || 'Paiement Kora')}</h2>
      <p class="amount" style="margin:.25rem 0 0">${escapeHtml(amountOf(transaction))}</p>
      <p style="margin:.25rem 0 0">${escapeHtml(operator)}${number ? ` · ${escapeHtml(number)}` : ''}</p>
    </section>
    <p role="status">Une demande de paiement a été envoyée sur votre téléphone. Validez-la pour terminer ; sans réponse, le paiement expire au bout de 10 minutes.</p>
    <section class="summary" aria-labelledby="phone-title" style="background:#f7f7f7">
      <h2 id="phone-title" style="font-size:1rem;margin:0">Téléphone simulé</h2>
      ${phone}
    </section>
    <div class="actions">
      <form method="get"><button class="secondary" type="submit">Actualiser</button></form>
      <form method="post"><button class="secondary" type="submit" name="action" value="cancel">Annuler le paiement</button></form>
    </div>`;
}

const REFUSALS: Record<NonNullable<SimulatedTransaction['refusal']>, string> = {
  declined: 'Le paiement a été refusé par l’opérateur.',
  rejected: 'Vous avez refusé le paiement sur votre téléphone.',
  cancelled: 'Vous avez annulé le paiement.',
};

function outcome(transaction: SimulatedTransaction): string {
  const back = `<p><a class="button ${transaction.status === 'accepted' ? 'primary' : 'secondary'}" href="${escapeHtml(transaction.returnUrl)}">Revenir sur Kora</a></p>`;
  switch (transaction.status) {
    case 'accepted':
      return `
        <h1>Paiement confirmé</h1>
        <p role="status">${escapeHtml(amountOf(transaction))} payés par ${escapeHtml(transaction.operator ? operatorLabel(transaction.operator) : 'mobile money')}.</p>
        ${back}`;
    case 'refused':
      return `
        <h1>Paiement refusé</h1>
        <div class="alert" role="alert">${escapeHtml(REFUSALS[transaction.refusal ?? 'declined'])} Aucune somme n’a été débitée.</div>
        ${back}`;
    default:
      return `
        <h1>Paiement expiré</h1>
        <div class="alert" role="alert">Le paiement n’a pas été confirmé dans les 10 minutes. Aucune somme n’a été débitée.</div>
        ${back}`;
  }
}

/** The page's body for the payment's state (with the form's values and errors after a bad submission). */
export function simulatorPageBody(transaction: SimulatedTransaction, state: SimulatorPageState = {}): string {
  switch (transaction.status) {
    case 'created':
      return paymentForm(transaction, state);
    case 'waiting':
      return confirmation(transaction);
    default:
      return outcome(transaction);
  }
}

export function simulatorNotFoundBody(): string {
  return `
    <h1>Paiement introuvable</h1>
    <p role="status">Ce paiement mobile n’existe pas ou n’est plus disponible.</p>`;
}
