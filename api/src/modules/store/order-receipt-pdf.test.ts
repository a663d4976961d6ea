import { pdfTextLines } from '../../test/pdf-text';
import { createTestApp, createUser, type TestApp, type TestSession } from '../../test/test-app';
import { createProduct, openIntent, payWithTestCard } from './testing';

describe('the PDF receipt of a store order says how it was paid', () => {
  let t: TestApp;
  let buyer: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await createUser(t, 'recu.paiement');
  });
  afterAll(async () => t.close());

  /** A store order of 78 € paid with the test card; its id and its payment session's. */
  const paidOrder = async () => {
    const jacket = await createProduct(t.db, { name: 'Veste Kora', priceMinor: 7800, stock: 5 });
    const intent = await openIntent(t.app, buyer, [{ productId: jacket, quantity: 1 }]);
    expect(intent.statusCode).toBe(201);
    const { clientSecret, orderId } = intent.json<{ clientSecret: string; orderId: number }>();
    expect((await payWithTestCard(t.app, clientSecret)).statusCode).toBe(200);
    const order = await t.db
      .selectFrom('orders')
      .select(['status', 'payment_session_id'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
    return { orderId, sessionId: order.payment_session_id! };
  };
  const read = (orderId: number, suffix = '') =>
    t.app.inject({ method: 'GET', url: `/api/orders/${orderId}${suffix}`, headers: buyer.headers });
  const receiptLines = async (orderId: number) => {
    const receipt = await read(orderId, '/receipt');
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    return pdfTextLines(receipt.rawPayload);
  };

  it('paid by card: Paiement : Carte bancaire, and the order read back says card', async () => {
    const { orderId } = await paidOrder();
    const lines = await receiptLines(orderId);
    expect(lines).toContain('Total payé : 78,00 €');
    expect(lines).toContain('Paiement : Carte bancaire');
    expect(lines.join('\n')).not.toContain('Mobile money');
    expect((await read(orderId)).json()).toMatchObject({ id: orderId, method: 'card' });
  });

  it('paid by mobile money: the operator, the masked number and the FCFA on the receipt and the order', async () => {
    const { orderId, sessionId } = await paidOrder();
    // The store's mobile-money checkout is not there yet: the session says what the provider would have reported.
    await t.db
      .updateTable('payment_sessions')
      .set({
        method: 'mobile_money',
        mobile_operator: 'orange',
        mobile_phone_masked: '+225 07 •• •• •• 01',
        mobile_amount_xof: 51165,
      })
      .where('id', '=', sessionId)
      .execute();

    const lines = await receiptLines(orderId);
    expect(lines).toContain('Paiement : Mobile money — Orange Money, +225 07 •• •• •• 01 — 51 165 FCFA');
    expect(lines).not.toContain('Paiement : Carte bancaire');
    expect((await read(orderId)).json()).toMatchObject({
      id: orderId,
      method: 'mobile_money',
      operator: 'orange',
      maskedPhone: '+225 07 •• •• •• 01',
      amountXof: 51165,
    });
  });
});
