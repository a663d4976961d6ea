import { createTestApp, insertUser, type TestApp } from '../../test/test-app';
import { migrateToLatest, migratorFor } from '../migrate';

/** Migration 0020 on a database that already had card payments (SQLite here, PostgreSQL in CI). */
describe('migration 0020: mobile money', () => {
  let t: TestApp;
  let userId: number;

  /** The columns of a table of this test's own database (on PostgreSQL, its own schema), or null. */
  const columnsOf = async (table: string) => {
    const schema = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined;
    const found = (await t.db.introspection.getTables()).find(
      (candidate) => candidate.name === table && (!schema || candidate.schema === schema),
    );
    return found?.columns.map((column) => column.name) ?? null;
  };
  const moveTo = async (name: string) => {
    const { error } = await migratorFor(t.db).migrateTo(name);
    if (error) throw error;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await moveTo('0019-library');
    userId = await insertUser(t.db, 'carte.avant');
    await t.db
      .insertInto('payment_sessions')
      .values({
        public_id: 'ps_before_mobile_money',
        user_id: userId,
        provider: 'local',
        purpose: 'track',
        status: 'paid',
        amount_minor: 199,
        currency: 'EUR',
        subject: '{"trackId":1}',
        idempotency_key: null,
        provider_session_id: 'ps_before_mobile_money',
        checkout_url: null,
        success_url: null,
        cancel_url: null,
        created_at: new Date().toISOString(),
        completed_at: new Date().toISOString(),
      })
      .execute();
    await migrateToLatest(t.db);
  });
  afterAll(async () => t.close());

  it('makes every existing session a card payment, with nothing of mobile money', async () => {
    const row = await t.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('public_id', '=', 'ps_before_mobile_money')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      method: 'card',
      amount_minor: 199,
      currency: 'EUR',
      listed_amount_minor: null,
      listed_currency: null,
      mobile_operator: null,
      mobile_phone_masked: null,
      mobile_amount_xof: null,
    });
  });

  it("keeps the simulator's payments, each moved only from the state it is in", async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto('mobile_money_simulator_transactions')
      .values({
        transaction_id: 'KORA0020TEST',
        payment_session_id: 'ps_x',
        amount_xof: 1306,
        price_minor: 199,
        price_currency: 'EUR',
        description: 'Titre',
        notify_url: 'http://api.test/n',
        return_url: 'http://api.test/r',
        status: 'created',
        operator: null,
        phone: null,
        refusal: null,
        created_at: now,
        expires_at: now,
        updated_at: now,
      })
      .execute();
    const move = () =>
      t.db
        .updateTable('mobile_money_simulator_transactions')
        .set({ status: 'waiting' })
        .where('transaction_id', '=', 'KORA0020TEST')
        .where('status', 'in', ['created'])
        .executeTakeFirst();
    expect(Number((await move()).numUpdatedRows)).toBe(1);
    expect(Number((await move()).numUpdatedRows)).toBe(0);
  });

  it('goes back down to 0019 keeping the card payments, and up again', async () => {
    await moveTo('0019-library');
    expect(await columnsOf('payment_sessions')).not.toContain('method');
    expect(await columnsOf('mobile_money_simulator_transactions')).toBeNull();
    const kept = await t.db
      .selectFrom('payment_sessions')
      .select(['public_id', 'amount_minor'])
      .where('public_id', '=', 'ps_before_mobile_money')
      .executeTakeFirst();
    expect(kept).toEqual({ public_id: 'ps_before_mobile_money', amount_minor: 199 });
    await migrateToLatest(t.db);
    expect(await columnsOf('payment_sessions')).toEqual(
      expect.arrayContaining(['method', 'listed_amount_minor', 'mobile_operator', 'mobile_phone_masked']),
    );
  });
});
