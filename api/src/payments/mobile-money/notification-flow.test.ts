import { WebhookSignatureError } from '../provider';
import type { MobileMoneyStatusReport } from './mobile-money-provider';
import { receiveNotification, type NotificationHooks, type NotifiedSession } from './notification-flow';
import { signNotification } from './signature';
import { MobileMoneySimulator, type SignedNotification } from './simulator';
import { SimulatorMobileMoneyProvider } from './simulator-provider';
import { InMemorySimulatorStore } from './testing/in-memory-simulator-store';

const SECRET = 'simulator-secret';

async function setup(amountXof = 1306) {
  const sent: SignedNotification[] = [];
  let now = new Date('2025-03-15T10:00:00.000Z');
  const simulator = new MobileMoneySimulator({
    store: new InMemorySimulatorStore(),
    secretKey: SECRET,
    pageUrl: (id) => `http://localhost:4000/api/payments/mobile-money/simulator/${id}`,
    now: () => now,
    notify: async (notification) => void sent.push(notification),
  });
  const provider = new SimulatorMobileMoneyProvider(simulator);
  const checks = jest.spyOn(provider, 'checkStatus');
  const { transactionId } = await provider.start({
    paymentSessionId: 'ps_1',
    amountXof,
    description: 'Titre',
    notifyUrl: 'http://localhost:4000/api/payments/mobile-money/notification',
    returnUrl: 'http://localhost:3000/retour',
    customer: { userId: 7, email: 'lea@kora.test' },
  });
  // A session paid once, however many grants arrive (what markPaid's compare-and-set gives the wiring).
  const session: NotifiedSession = { paymentSessionId: 'ps_1', amountXof: 1306 };
  let status: 'open' | 'paid' | 'closed' = 'open';
  const granted: MobileMoneyStatusReport[] = [];
  const closed: MobileMoneyStatusReport[] = [];
  const hooks: NotificationHooks = {
    sessionOf: async (id) => (id === transactionId ? session : null),
    grant: async (_session, report) => {
      await Promise.resolve();
      if (status === 'paid') return;
      status = 'paid';
      granted.push(report);
    },
    close: async (_session, report) => {
      if (status !== 'open') return;
      status = 'closed';
      closed.push(report);
    },
  };
  const receive = (notification: SignedNotification, fields: Record<string, unknown> = notification.fields) =>
    receiveNotification(provider, fields, notification.headers, hooks);
  return {
    simulator,
    transactionId,
    sent,
    receive,
    granted,
    closed,
    checks,
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
}

describe('receiving a mobile-money notification', () => {
  it('grants only when the status check says accepted, once for any number of copies', async () => {
    const { simulator, transactionId, sent, receive, granted } = await setup();
    await simulator.pay(transactionId, { operator: 'orange', phone: '+2250700000001' });
    expect(await receive(sent[0])).toMatchObject({ outcome: 'pending', transactionId });
    expect(granted).toEqual([]);
    await simulator.answer(transactionId, 'validate');
    const copies = await Promise.all(Array.from({ length: 20 }, () => receive(sent[1])));
    expect(copies.every((copy) => copy.outcome === 'granted')).toBe(true);
    expect(granted).toHaveLength(1);
    // A replay of the first (waiting) notification, late: the check says accepted, nothing more is granted.
    expect(await receive(sent[0])).toMatchObject({ outcome: 'granted' });
    expect(granted).toHaveLength(1);
  });

  it('grants nothing for a forged or altered notification, and asks nothing', async () => {
    const { simulator, transactionId, sent, receive, granted, checks } = await setup();
    await simulator.pay(transactionId, { operator: 'orange', phone: '+2250700000001' });
    await simulator.answer(transactionId, 'validate');
    const genuine = sent[1];
    const forgedFields = { ...genuine.fields, cpm_amount: '1' };
    await expect(
      receiveNotification(
        new SimulatorMobileMoneyProvider(simulator),
        forgedFields,
        { 'x-token': signNotification(forgedFields, 'guessed') },
        { sessionOf: jest.fn(), grant: jest.fn(), close: jest.fn() },
      ),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(receive(genuine, { ...genuine.fields, cpm_amount: '1' })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    expect(checks).not.toHaveBeenCalled();
    expect(granted).toEqual([]);
  });

  it('does not believe a notification that says SUCCES while the payment is not accepted', async () => {
    const { simulator, transactionId, sent, granted } = await setup();
    await simulator.pay(transactionId, { operator: 'orange', phone: '+2250700000001' });
    // Signed with the right secret (an insider, or a leaked key) but lying about the outcome.
    const lying = { ...sent[0].fields, cpm_error_message: 'SUCCES' };
    const result = await receiveNotification(
      new SimulatorMobileMoneyProvider(simulator),
      lying,
      { 'x-token': signNotification(lying, SECRET) },
      {
        sessionOf: async () => ({ paymentSessionId: 'ps_1', amountXof: 1306 }),
        grant: async () => void granted.push({} as MobileMoneyStatusReport),
        close: async () => undefined,
      },
    );
    expect(result.outcome).toBe('pending');
    expect(granted).toEqual([]);
  });

  it('closes a refused or expired payment once', async () => {
    const refused = await setup();
    await refused.simulator.pay(refused.transactionId, { operator: 'orange', phone: '+2250700000002' });
    expect(await refused.receive(refused.sent[0])).toMatchObject({ outcome: 'closed', report: { status: 'refused' } });
    expect(await refused.receive(refused.sent[0])).toMatchObject({ outcome: 'closed' });
    expect(refused.closed).toHaveLength(1);

    const silent = await setup();
    await silent.simulator.pay(silent.transactionId, { operator: 'orange', phone: '+2250700000003' });
    silent.advance(10 * 60_000);
    await silent.simulator.find(silent.transactionId);
    expect(await silent.receive(silent.sent.at(-1)!)).toMatchObject({
      outcome: 'closed',
      report: { status: 'expired' },
    });
    expect(silent.granted).toEqual([]);
  });

  it('grants nothing when the provider took less than the session charges', async () => {
    const { simulator, transactionId, sent, receive, granted } = await setup(1000);
    await simulator.pay(transactionId, { operator: 'orange', phone: '+2250700000001' });
    await simulator.answer(transactionId, 'validate');
    expect(await receive(sent[1])).toMatchObject({ outcome: 'amount-mismatch', report: { amountXof: 1000 } });
    expect(granted).toEqual([]);
  });

  it('asks nothing about a transaction that is not ours', async () => {
    const { simulator, sent, checks } = await setup();
    const other = await simulator.start({
      paymentSessionId: 'ps_other',
      amountXof: 500,
      description: 'Autre',
      notifyUrl: 'http://localhost:4000/api/payments/mobile-money/notification',
      returnUrl: 'http://localhost:3000/retour',
      customer: { userId: 8, email: 'x@kora.test' },
    });
    await simulator.cancel(other.transactionId);
    const result = await receiveNotification(
      new SimulatorMobileMoneyProvider(simulator),
      sent[0].fields,
      sent[0].headers,
      {
        sessionOf: async () => null,
        grant: jest.fn(),
        close: jest.fn(),
      },
    );
    expect(result).toEqual({ outcome: 'unknown-transaction', transactionId: other.transactionId, report: null });
    expect(checks).not.toHaveBeenCalled();
  });
});
