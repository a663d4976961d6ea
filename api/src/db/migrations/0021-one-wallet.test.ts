import type { Kysely } from 'kysely';
import { createTestApp, insertUser, type TestApp } from '../../test/test-app';
import { migrateToLatest, migratorFor } from '../migrate';

/** Migration 0021 on wallets held in several currencies (SQLite here, PostgreSQL with test-postgres.sh). */
describe('migration 0021: one wallet per user', () => {
  let t: TestApp;
  const users: Record<string, number> = {};

  const moveTo = async (name: string) => {
    const { error } = await migratorFor(t.db).migrateTo(name);
    if (error) throw error;
  };
  const hold = (userId: number, currency: string, balanceMinor: number) =>
    t.db.insertInto('wallets').values({ user_id: userId, currency, balance_minor: balanceMinor }).execute();
  // Before 0021 a movement has no listed amount: written through a plain insert of the old columns.
  const moved = (userId: number, currency: string, amountMinor: number, createdAt: string) =>
    (t.db as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto('wallet_movements')
      .values({
        user_id: userId,
        amount_minor: amountMinor,
        currency,
        reason: 'top-up',
        reference: `before-0021-${userId}-${currency}`,
        created_at: createdAt,
      })
      .execute();
  const walletsOf = (userId: number) =>
    t.db.selectFrom('wallets').select(['currency', 'balance_minor']).where('user_id', '=', userId).execute();
  const conversionsOf = (userId: number) =>
    t.db
      .selectFrom('wallet_movements')
      .select(['amount_minor', 'currency', 'listed_amount_minor', 'listed_currency'])
      .where('user_id', '=', userId)
      .where('reason', '=', 'conversion')
      .orderBy('listed_currency')
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    await moveTo('0020-mobile-money');
    for (const name of ['francs.dabord', 'euros.dabord', 'trois.devises', 'une.devise', 'solde.nul']) {
      users[name] = await insertUser(t.db, name);
    }
    // First in FCFA, then euros: 10,00 € become 6 559,57 → 6 560 FCFA (rounded up: the user's favour).
    await moved(users['francs.dabord'], 'XOF', 5000, '2024-01-01T10:00:00.000Z');
    await moved(users['francs.dabord'], 'EUR', 1000, '2024-02-01T10:00:00.000Z');
    await hold(users['francs.dabord'], 'XOF', 5000);
    await hold(users['francs.dabord'], 'EUR', 1000);
    // First in euros: 1 FCFA becomes 0,16 € → 1 cent.
    await moved(users['euros.dabord'], 'XOF', 1, '2024-03-01T10:00:00.000Z');
    await moved(users['euros.dabord'], 'EUR', 2500, '2024-01-01T10:00:00.000Z');
    await hold(users['euros.dabord'], 'EUR', 2500);
    await hold(users['euros.dabord'], 'XOF', 1);
    // First in dollars: 10,00 € → 11,00 $; 1 000 FCFA → 1,677… $ → 1,68 $.
    await moved(users['trois.devises'], 'USD', 500, '2023-12-01T10:00:00.000Z');
    await moved(users['trois.devises'], 'EUR', 1000, '2024-01-01T10:00:00.000Z');
    await moved(users['trois.devises'], 'XOF', 1000, '2024-01-02T10:00:00.000Z');
    await hold(users['trois.devises'], 'USD', 500);
    await hold(users['trois.devises'], 'EUR', 1000);
    await hold(users['trois.devises'], 'XOF', 1000);
    await moved(users['une.devise'], 'XOF', 7000, '2024-01-01T10:00:00.000Z');
    await hold(users['une.devise'], 'XOF', 7000);
    // An emptied balance merges into nothing and leaves no movement.
    await moved(users['solde.nul'], 'XOF', 2000, '2024-01-01T10:00:00.000Z');
    await moved(users['solde.nul'], 'EUR', 500, '2024-02-01T10:00:00.000Z');
    await hold(users['solde.nul'], 'EUR', 0);
    await hold(users['solde.nul'], 'XOF', 2000);
    // The migration reads the dollar's rate from the environment, as the API's configuration does.
    const configured = process.env.CURRENCY_USD_RATE;
    process.env.CURRENCY_USD_RATE = '1.1';
    try {
      await migrateToLatest(t.db);
    } finally {
      if (configured === undefined) delete process.env.CURRENCY_USD_RATE;
      else process.env.CURRENCY_USD_RATE = configured;
    }
  });
  afterAll(async () => t.close());

  it('keeps the currency of the first movement and converts every other balance into it, rounded up', async () => {
    expect(await walletsOf(users['francs.dabord'])).toEqual([{ currency: 'XOF', balance_minor: 5000 + 6560 }]);
    expect(await walletsOf(users['euros.dabord'])).toEqual([{ currency: 'EUR', balance_minor: 2501 }]);
    expect(await walletsOf(users['trois.devises'])).toEqual([{ currency: 'USD', balance_minor: 500 + 1100 + 168 }]);
  });

  it('writes a conversion movement for each merged balance, with both amounts', async () => {
    expect(await conversionsOf(users['francs.dabord'])).toEqual([
      { amount_minor: 6560, currency: 'XOF', listed_amount_minor: 1000, listed_currency: 'EUR' },
    ]);
    expect(await conversionsOf(users['trois.devises'])).toEqual([
      { amount_minor: 1100, currency: 'USD', listed_amount_minor: 1000, listed_currency: 'EUR' },
      { amount_minor: 168, currency: 'USD', listed_amount_minor: 1000, listed_currency: 'XOF' },
    ]);
  });

  it('leaves a single balance as it was, and drops an emptied one, with no movement', async () => {
    expect(await walletsOf(users['une.devise'])).toEqual([{ currency: 'XOF', balance_minor: 7000 }]);
    expect(await conversionsOf(users['une.devise'])).toEqual([]);
    expect(await walletsOf(users['solde.nul'])).toEqual([{ currency: 'XOF', balance_minor: 2000 }]);
    expect(await conversionsOf(users['solde.nul'])).toEqual([]);
  });

  it('holds one balance per user from now on, never below zero', async () => {
    // The driver's errors may come from another realm than the test's: matched by their message.
    await expect(hold(users['une.devise'], 'EUR', 100)).rejects.toMatchObject({
      message: expect.stringMatching(/unique/i),
    });
    await expect(
      t.db.updateTable('wallets').set({ balance_minor: -1 }).where('user_id', '=', users['une.devise']).execute(),
    ).rejects.toMatchObject({ message: expect.stringMatching(/check/i) });
  });

  it('goes back down to 0020 keeping the merged balances, and up again', async () => {
    await moveTo('0020-mobile-money');
    expect(await walletsOf(users['francs.dabord'])).toEqual([{ currency: 'XOF', balance_minor: 11560 }]);
    await migrateToLatest(t.db);
    expect(await walletsOf(users['francs.dabord'])).toEqual([{ currency: 'XOF', balance_minor: 11560 }]);
    expect(await conversionsOf(users['francs.dabord'])).toHaveLength(1);
  });
});
