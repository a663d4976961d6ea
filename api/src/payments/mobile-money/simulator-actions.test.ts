import type { MobileMoneyStartRequest } from './mobile-money-provider';
import { MobileMoneySimulator, type SignedNotification } from './simulator';
import { showSimulatorPage, submitSimulatorPage } from './simulator-actions';
import { InMemorySimulatorStore } from './testing/in-memory-simulator-store';

const request: MobileMoneyStartRequest = {
  paymentSessionId: 'ps_topup',
  amountXof: 5000,
  description: 'Recharge du portefeuille',
  notifyUrl: 'http://localhost:4000/api/payments/mobile-money/notification',
  returnUrl: 'http://localhost:3000/portefeuille?recharge=ps_topup',
  customer: { userId: 7, email: 'lea.martin@kora.test' },
};

async function setup() {
  const sent: SignedNotification[] = [];
  const simulator = new MobileMoneySimulator({
    store: new InMemorySimulatorStore(),
    secretKey: 'secret',
    pageUrl: (id) => `http://localhost:4000/api/payments/mobile-money/simulator/${id}`,
    notify: async (notification) => void sent.push(notification),
  });
  const { transactionId, url } = await simulator.start(request);
  return { simulator, transactionId, url, sent };
}

describe("the simulator page's requests", () => {
  it('Payer then Valider: back to the page, then to Kora', async () => {
    const { simulator, transactionId, url, sent } = await setup();
    const shown = await showSimulatorPage(simulator, transactionId);
    expect(shown).toMatchObject({
      kind: 'page',
      status: 200,
      title: 'Paiement mobile',
      returnUrls: [request.returnUrl],
    });
    expect(shown.kind === 'page' && shown.body).toContain('Numéro de téléphone');

    const paid = await submitSimulatorPage(simulator, transactionId, {
      action: 'pay',
      operator: 'orange',
      phone: '+225 07 00 00 00 01',
    });
    expect(paid).toEqual({ kind: 'redirect', location: url });
    const waiting = await showSimulatorPage(simulator, transactionId);
    expect(waiting.kind === 'page' && waiting.body).toContain('Confirmez le paiement sur votre téléphone');

    expect(await submitSimulatorPage(simulator, transactionId, { action: 'validate' })).toEqual({
      kind: 'redirect',
      location: request.returnUrl,
    });
    expect(sent).toHaveLength(2);
  });

  it('a bad number: the page again, 422, with the error on the field', async () => {
    const { simulator, transactionId, sent } = await setup();
    const answer = await submitSimulatorPage(simulator, transactionId, {
      action: 'pay',
      operator: 'orange',
      phone: '+225 07',
    });
    expect(answer).toMatchObject({ kind: 'page', status: 422 });
    expect(answer.kind === 'page' && answer.body).toContain(
      'Numéro de téléphone invalide pour la Côte d’Ivoire (10 chiffres).',
    );
    expect(sent).toEqual([]);
  });

  it('Refuser and Annuler come back to the page, which says so', async () => {
    const { simulator, transactionId, url } = await setup();
    await submitSimulatorPage(simulator, transactionId, { action: 'pay', operator: 'mtn', phone: '+2250700000001' });
    expect(await submitSimulatorPage(simulator, transactionId, { action: 'refuse' })).toEqual({
      kind: 'redirect',
      location: url,
    });
    const refused = await showSimulatorPage(simulator, transactionId);
    expect(refused.kind === 'page' && refused.body).toContain('Paiement refusé');
    expect(await submitSimulatorPage(simulator, transactionId, { action: 'validate' })).toEqual({
      kind: 'redirect',
      location: url,
    });
  });

  it('an unknown payment is a 404 page, an unknown action a 400', async () => {
    const { simulator, transactionId } = await setup();
    expect(await showSimulatorPage(simulator, 'KORAUNKNOWN')).toMatchObject({
      kind: 'page',
      status: 404,
      returnUrls: [],
    });
    expect(await submitSimulatorPage(simulator, 'KORAUNKNOWN', { action: 'validate' })).toMatchObject({ status: 404 });
    expect(await submitSimulatorPage(simulator, 'KORAUNKNOWN', { action: 'dance' })).toMatchObject({ status: 404 });
    expect(await submitSimulatorPage(simulator, transactionId, { action: 'dance' })).toMatchObject({ status: 400 });
    expect(await submitSimulatorPage(simulator, transactionId, { action: ['pay'] })).toMatchObject({ status: 400 });
  });
});
