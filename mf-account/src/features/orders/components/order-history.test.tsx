import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, configureHttp, setLanguage, useCurrencyStore } from '@kora/shared';
import { getOrder, getOrderReceipt, listProfileOrders } from '@kora/shared/contracts/endpoints';
import {
  answer,
  answerApi,
  inTurn,
  later,
  loadTexts,
  renderScreen,
  signInAs,
  startApiServer,
  watchRequests,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { anOrderSummary, aStoreOrder } from '../test/orders';
import { OrderHistory } from './order-history';

startApiServer();
const requests = watchRequests();
beforeAll(() => loadTexts('account', translations));
beforeEach(() => {
  configureHttp({ apiUrl: 'http://api.kora.test' });
  signInAs('lea.martin', 'jwt-lea');
  // The user reads prices in dollars: a charged amount still shows in the currency charged.
  useCurrencyStore.setState({ currency: 'USD' });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await setLanguage('fr');
});

const storeOrder = anOrderSummary('order-12', 45.9, 'EUR', {
  kind: 'order',
  description: 'Commande n° KORA-S-000012 (3 articles)',
  createdAt: '2026-11-03T09:00:00.000Z',
  orderId: 12,
});
const refundedOrder = anOrderSummary('order-9', 1305, 'XOF', {
  kind: 'order',
  description: 'Commande n° KORA-S-000009 (1 article)',
  status: 'refunded',
  createdAt: '2026-11-01T18:00:00.000Z',
  orderId: 9,
});
const album = anOrderSummary('album-4', 7.99, 'EUR', {
  kind: 'album',
  description: 'Album « Saisons »',
  createdAt: '2026-11-02T10:00:00.000Z',
});
const track = anOrderSummary('track-2', 1.08, 'USD', { createdAt: '2026-10-20T08:00:00.000Z' });

const showOrders = () => renderScreen(<OrderHistory />, { path: '/profile' });
const rows = () => screen.getAllByRole('listitem').filter((item) => item.classList.contains('kora-order'));
const openDetail = (description: string) =>
  userEvent.click(screen.getByRole('button', { name: `Détail — ${description}` }));

it('lists purchases and store orders newest first, each total in the currency charged, with its status', async () => {
  answerApi([answer(listProfileOrders, [storeOrder, album, refundedOrder, track])]);
  showOrders();
  await screen.findByText(storeOrder.description);
  const [first, second, third, fourth] = rows();
  expect(first).toHaveTextContent('Commande n° KORA-S-000012 (3 articles)3 novembre 2026Payée45,90 €');
  expect(second).toHaveTextContent('Album « Saisons »2 novembre 2026Payée7,99 €');
  expect(third).toHaveTextContent(
    'Commande n° KORA-S-000009 (1 article)1 novembre 2026RembourséeLe montant payé vous a été rendu.1 305 FCFA',
  );
  expect(fourth).toHaveTextContent('Titre « Soleil »20 octobre 2026Payée1,08 USD');
  // Only store orders have a detail.
  expect(within(first).getByRole('button', { name: 'Détail — Commande n° KORA-S-000012 (3 articles)' })).toBeVisible();
  expect(within(second).queryByRole('button')).not.toBeInTheDocument();
  expect(within(fourth).queryByRole('button')).not.toBeInTheDocument();
});

it('words each line and its date in the reader’s language, from what the API gives', async () => {
  await setLanguage('en');
  answerApi([
    answer(listProfileOrders, [
      { ...storeOrder, orderNumber: 'KORA-S-000012', itemCount: 3 },
      { ...album, title: 'Saisons' },
      anOrderSummary('ticket-7', 169, 'EUR', {
        kind: 'ticket',
        description: 'Billet VIP — Nuit Kora',
        ticketType: 'VIP',
        eventTitle: 'Nuit Kora',
        status: 'valid',
        createdAt: '2026-10-30T20:00:00.000Z',
      }),
      { ...track, title: null },
    ]),
  ]);
  showOrders();
  expect(await screen.findByText('Order KORA-S-000012 (3 items)')).toBeInTheDocument();
  const [order, saisons, ticket, deleted] = rows();
  expect(order).toHaveTextContent('Order KORA-S-000012 (3 items)3 November 2026Paid');
  expect(within(order).getByRole('button', { name: 'Details — Order KORA-S-000012 (3 items)' })).toBeVisible();
  expect(saisons).toHaveTextContent('Album “Saisons”2 November 2026');
  expect(ticket).toHaveTextContent('VIP ticket — Nuit Kora30 October 2026Valid');
  expect(deleted).toHaveTextContent('Track “—”20 October 2026');
  expect(screen.queryByText(/Commande|Billet|Titre/)).not.toBeInTheDocument();
});

it("keeps 'Aucune commande pour le moment' when there is none", async () => {
  answerApi([answer(listProfileOrders, [])]);
  showOrders();
  expect(await screen.findByText('Aucune commande pour le moment')).toBeInTheDocument();
});

it('says when the orders cannot be loaded, and Retry loads them again', async () => {
  answerApi([answer(listProfileOrders, inTurn(new ApiError(500, null, 'Internal Server Error'), [album]))]);
  showOrders();
  expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger vos commandes.');
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Album « Saisons »')).toBeInTheDocument();
});

it('opens a store order: its lines, discounts, total charged, customer and payment date', async () => {
  const calls = answerApi([answer(listProfileOrders, [storeOrder, album]), answer(getOrder, aStoreOrder())]);
  showOrders();
  await screen.findByText(storeOrder.description);
  const toggle = screen.getByRole('button', { name: `Détail — ${storeOrder.description}` });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(calls.map((call) => call.path)).toEqual(['/profile/orders']);

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const detail = await screen.findByRole('region', { name: 'Commande KORA-S-000012' });
  expect(calls.map((call) => call.path)).toEqual(['/profile/orders', '/orders/12']);

  const lines = within(within(detail).getByRole('list', { name: 'Articles' })).getAllByRole('listitem');
  expect(lines[0]).toHaveTextContent('T-shirt KoraQuantité : 2Prix unitaire : 25,00 €Montant : 50,00 €');
  expect(within(lines[0]).getByRole('presentation')).toHaveAttribute(
    'src',
    'http://api.kora.test/uploads/images/product-3.png',
  );
  expect(lines[1]).toHaveTextContent('Affiche Nuit KoraQuantité : 1Prix unitaire : 10,00 €Montant : 10,00 €');

  const amounts = within(detail)
    .getAllByRole('term')
    // Money is laid out with no-break spaces; compared here as plain spaces.
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`.replace(/\s/g, ' '));
  expect(amounts).toEqual([
    'Sous-total 60,00 €',
    'Premium −15 % −9,00 €',
    'Code BIENVENUE −10 % −5,10 €',
    'Total payé 45,90 €',
    'Client Léa Martin',
    'E-mail lea.martin@kora.test',
    'Statut Payée',
    expect.stringMatching(/^Payée le 3 novembre 2026 .*\d\d:01$/),
  ]);

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region', { name: 'Commande KORA-S-000012' })).not.toBeInTheDocument();
});

it('downloads the receipt with the session token as reçu-KORA-S-000012.pdf', async () => {
  const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  answerApi([
    answer(listProfileOrders, [storeOrder]),
    answer(getOrder, aStoreOrder()),
    answer(getOrderReceipt, () => new Response(pdf, { headers: { 'content-type': 'application/pdf' } })),
  ]);
  URL.createObjectURL = jest.fn(() => 'blob:receipt');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  showOrders();
  await screen.findByText(storeOrder.description);
  await openDetail(storeOrder.description);
  await userEvent.click(await screen.findByRole('button', { name: 'Télécharger le reçu KORA-S-000012' }));
  await waitFor(() => expect(saved).toEqual(['reçu-KORA-S-000012.pdf']));
  const receipt = requests.find((request) => request.path === '/orders/12/receipt');
  expect(receipt).toMatchObject({
    method: 'GET',
    headers: expect.objectContaining({ authorization: 'Bearer jwt-lea', accept: 'application/pdf' }),
  });
});

it('says when the receipt cannot be downloaded', async () => {
  answerApi([
    answer(listProfileOrders, [storeOrder]),
    answer(getOrder, aStoreOrder()),
    answer(getOrderReceipt, new ApiError(404, { message: 'Aucun reçu : cette commande n’est pas payée.' })),
  ]);
  showOrders();
  await screen.findByText(storeOrder.description);
  await openDetail(storeOrder.description);
  await userEvent.click(await screen.findByRole('button', { name: 'Télécharger le reçu KORA-S-000012' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de télécharger le reçu.');
});

it('explains a refunded order and offers no receipt for it', async () => {
  answerApi([
    answer(listProfileOrders, [refundedOrder]),
    answer(
      getOrder,
      aStoreOrder({
        id: 9,
        number: 'KORA-S-000009',
        status: 'refunded',
        discounts: [],
        receiptUrl: null,
      }),
    ),
  ]);
  showOrders();
  await screen.findByText(refundedOrder.description);
  await openDetail(refundedOrder.description);
  const detail = await screen.findByRole('region', { name: 'Commande KORA-S-000009' });
  expect(within(detail).getByText('Statut').nextElementSibling).toHaveTextContent(
    'RembourséeLe montant payé vous a été rendu.',
  );
  expect(within(detail).queryByRole('button', { name: /Télécharger le reçu/ })).not.toBeInTheDocument();
});

it('shows the detail loading while the order is asked', async () => {
  const order = later<ReturnType<typeof aStoreOrder>>();
  answerApi([answer(listProfileOrders, [storeOrder]), answer(getOrder, order.answer)]);
  showOrders();
  await screen.findByText(storeOrder.description);
  await openDetail(storeOrder.description);
  expect(screen.getByRole('status')).toBeInTheDocument();
  order.give(aStoreOrder());
  expect(await screen.findByRole('region', { name: 'Commande KORA-S-000012' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('says when the order cannot be loaded, and Retry loads it again', async () => {
  answerApi([
    answer(listProfileOrders, [storeOrder]),
    answer(getOrder, inTurn(new ApiError(500, null, 'Internal Server Error'), aStoreOrder())),
  ]);
  showOrders();
  await screen.findByText(storeOrder.description);
  await openDetail(storeOrder.description);
  expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger la commande.');
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('region', { name: 'Commande KORA-S-000012' })).toBeInTheDocument();
});

it("says 'Commande introuvable.' for an order the API does not find, with no Retry", async () => {
  answerApi([
    answer(listProfileOrders, [storeOrder]),
    answer(getOrder, new ApiError(404, { message: 'Commande introuvable.' }, 'Not Found')),
  ]);
  showOrders();
  await screen.findByText(storeOrder.description);
  await openDetail(storeOrder.description);
  expect(await screen.findByRole('alert')).toHaveTextContent('Commande introuvable.');
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
});

describe('how each line was paid', () => {
  const byMobileMoney = anOrderSummary('track-21', 1306, 'XOF', {
    title: 'Été à Dakar',
    description: 'Titre « Été à Dakar »',
    createdAt: '2026-11-05T10:00:00.000Z',
    method: 'mobile_money',
    operator: 'mtn',
    maskedPhone: '+225 07 •• •• •• 01',
    amountXof: 1306,
  });
  const byCard = { ...storeOrder, method: 'card' as const };
  const ticket = anOrderSummary('ticket-7', 169, 'EUR', {
    kind: 'ticket',
    description: 'Billet VIP — Nuit Kora',
    status: 'valid',
    createdAt: '2026-10-30T20:00:00.000Z',
  });

  it('says the operator, the masked number and the FCFA under the price, or Carte bancaire', async () => {
    answerApi([answer(listProfileOrders, [byMobileMoney, byCard, ticket])]);
    showOrders();
    await screen.findByText(byMobileMoney.description);
    const [mobile, card, wallet] = rows();
    expect(mobile).toHaveTextContent(
      'Titre « Été à Dakar »5 novembre 2026Payée1 306 FCFAPaiement : MTN MoMo · +225 07 •• •• •• 01 · 1 306 FCFA',
    );
    expect(card).toHaveTextContent('Payée45,90 €Paiement : Carte bancaire');
    // A ticket is paid from the wallet: its line says nothing of a payment method.
    expect(wallet).toHaveTextContent(/^Billet VIP — Nuit Kora30 octobre 2026Valide169,00 €$/);
  });

  it('keeps the operators’ names in every language, and words the rest in the reader’s', async () => {
    await setLanguage('es');
    answerApi([
      answer(listProfileOrders, [
        { ...byMobileMoney, operator: 'orange', maskedPhone: '+221 77 •• •• •• 45', amountXof: 5242 },
        byCard,
        { ...byMobileMoney, id: 'album-3', kind: 'album', operator: null, maskedPhone: null, amountXof: 5242 },
      ]),
    ]);
    showOrders();
    const [orange, card, unknown] = await waitFor(() => {
      const found = rows();
      expect(found).toHaveLength(3);
      return found;
    });
    expect(orange).toHaveTextContent('Pago: Orange Money · +221 77 •• •• •• 45 · 5 242 FCFA');
    expect(card).toHaveTextContent('Pago: Tarjeta bancaria');
    // The provider did not say the operator nor the number: what it did say.
    expect(unknown).toHaveTextContent('Pago: Mobile Money · 5 242 FCFA');
  });

  it('says how a store order was paid in its detail', async () => {
    answerApi([
      answer(listProfileOrders, [byCard]),
      answer(
        getOrder,
        aStoreOrder({ method: 'mobile_money', operator: 'wave', maskedPhone: '+225 05 •• •• •• 12', amountXof: 30109 }),
      ),
    ]);
    showOrders();
    await screen.findByText(byCard.description);
    await openDetail(byCard.description);
    const detail = await screen.findByRole('region', { name: 'Commande KORA-S-000012' });
    expect(within(detail).getByText('Paiement').nextElementSibling).toHaveTextContent(
      'Wave · +225 05 •• •• •• 12 · 30 109 FCFA',
    );
  });
});
