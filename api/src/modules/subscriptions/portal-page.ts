import { PLANS, type Invoice, type Subscription } from '@kora/shared/contracts';
import { escapeHtml, formatDate, formatMoney } from '../../payments/html';
import type { PlanState } from './service';

const STATUS_LABELS: Record<Subscription['status'], string> = {
  active: 'Actif',
  canceled: 'Annulé',
  past_due: 'En retard',
  incomplete: 'Paiement en attente',
};

/** The local billing portal: plan, status, period, cancel or reactivate, invoices, back to Kora. */
/** `invoiceUrl` has an `{id}` placeholder for each invoice's id. */
export function portalPageBody(
  state: PlanState,
  invoices: Invoice[],
  returnUrl: string,
  invoiceUrl: string,
  notice?: string,
): string {
  const { subscription, currentPlan } = state;
  const status = subscription ? STATUS_LABELS[subscription.status] : 'Aucun abonnement payant';
  const action =
    !subscription || currentPlan.name === 'free'
      ? ''
      : subscription.cancelAtPeriodEnd
        ? `<button class="primary" type="submit" name="action" value="reactivate">Réactiver l'abonnement</button>`
        : `<button class="secondary" type="submit" name="action" value="cancel">Annuler à la fin de la période</button>`;
  const rows = invoices
    .map(
      (invoice) =>
        `<tr><td>${escapeHtml(invoice.number)}</td><td>${escapeHtml(formatDate(invoice.issuedAt))}</td>` +
        `<td>${escapeHtml(formatMoney(invoice.priceMinor, invoice.currency))}</td>` +
        `<td><a href="${escapeHtml(invoiceUrl.replace('{id}', String(invoice.id)))}">PDF<span class="visually-hidden"> de la facture ${escapeHtml(invoice.number)}</span></a></td></tr>`,
    )
    .join('');
  return `
    <h1>Mon abonnement</h1>
    <p class="badge">Portail de facturation — mode test</p>
    ${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
    <section class="summary" aria-labelledby="plan-title">
      <h2 id="plan-title" style="font-size:1rem;margin:0">Forfait ${escapeHtml(PLANS[currentPlan.name].label)}</h2>
      <p style="margin:.25rem 0">Statut : ${escapeHtml(status)}</p>
      ${subscription?.currentPeriodEnd ? `<p style="margin:.25rem 0">${subscription.cancelAtPeriodEnd ? 'Se termine le' : 'Renouvellement le'} ${escapeHtml(formatDate(subscription.currentPeriodEnd))}</p>` : ''}
    </section>
    ${action ? `<form method="post">${action}</form>` : ''}
    <h2 style="font-size:1rem;margin-top:1.5rem">Factures</h2>
    ${rows ? `<table><thead><tr><th scope="col">Numéro</th><th scope="col">Date</th><th scope="col">Montant</th><th scope="col">Fichier</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>Aucune facture pour le moment.</p>'}
    <div class="actions"><a class="button secondary" href="${escapeHtml(returnUrl)}">Revenir sur Kora</a></div>
    <style>.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}</style>`;
}
