import { CURRENCY_DECIMALS, TOP_UP_LIMITS, type WalletMovement } from '@kora/shared/contracts';
import { listWalletMovements, topUpWallet, walletBalance } from '@kora/shared/contracts/endpoints';
import { href } from '@kora/shared/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { invalid } from '../../http/errors';
import { priceOf } from '../../http/money';
import { route } from '../../http/route';
import { assertReturnUrls } from '../../payments/return-urls';
import { WalletRepository, type WalletReason } from './repository';

const DESCRIPTIONS: Record<WalletReason, string> = {
  'top-up': 'Recharge du portefeuille',
  ticket: 'Achat de billets',
  refund: 'Remboursement de billets',
  conversion: 'Conversion d’un solde dans la devise du portefeuille',
};

const CURRENCY_NAMES: Record<string, string> = { EUR: 'euros', XOF: 'FCFA', USD: 'dollars US' };

/**
 * Why a top-up in another currency than the wallet's is refused rather than converted: the payer would
 * be credited another amount than the one they typed and paid.
 */
const topUpOtherCurrency = (currency: string) => {
  const name = CURRENCY_NAMES[currency] ?? currency;
  return `Votre portefeuille est en ${name} : rechargez-le en ${name}.`;
};

/** The wallet: its one balance, its history, and top-ups paid at the payment provider (by card or by mobile money). */
export default async function walletModule(app: FastifyInstance): Promise<void> {
  const wallets = new WalletRepository(app.db, app.config.currency);
  const userId = (request: FastifyRequest) => currentUser(request).id;

  // The amount asked for, in its currency: by mobile money the session charged its FCFA (the same, or
  // the peg's conversion rounded up to what the provider takes) and kept the amount asked as its listed price.
  // A top-up started before the wallet had its currency is converted into it.
  app.payments.fulfilments.register('wallet', async ({ trx, session }) => {
    if (session.user_id === null) throw new Error('A wallet top-up without a user');
    const listed = session.listed_amount_minor !== null && session.listed_currency !== null;
    await wallets.credit(trx, {
      userId: session.user_id,
      amountMinor: listed ? (session.listed_amount_minor as number) : session.amount_minor,
      currency: listed ? (session.listed_currency as string) : session.currency,
      reason: 'top-up',
      reference: session.public_id,
    });
  });

  route(app, walletBalance, async (request) => {
    const row = await wallets.balance(userId(request));
    const balance = row ? priceOf(row.balance_minor, row.currency) : null;
    return { balance, balances: [balance ?? priceOf(0, 'EUR')] };
  });

  route(app, listWalletMovements, async (request): Promise<WalletMovement[]> =>
    (await wallets.movements(userId(request), request.query.limit ?? 50)).map((row) => ({
      id: row.id,
      reason: row.reason as WalletReason,
      description: DESCRIPTIONS[row.reason as WalletReason] ?? row.reason,
      ...priceOf(row.amount_minor, row.currency),
      ...(row.listed_amount_minor !== null && row.listed_currency !== null
        ? { listed: priceOf(row.listed_amount_minor, row.listed_currency) }
        : {}),
      createdAt: row.created_at,
    })),
  );

  route(app, topUpWallet, async (request) => {
    const { amount, currency } = request.body;
    const wallet = await wallets.balance(userId(request));
    if (wallet && wallet.currency !== currency) {
      const message = topUpOtherCurrency(wallet.currency);
      throw invalid([{ propertyPath: 'currency', message }], message);
    }
    const limits = TOP_UP_LIMITS[currency];
    if (amount < limits.min || amount > limits.max) {
      const message = `Le montant doit être compris entre ${limits.min} et ${limits.max} ${currency}.`;
      throw invalid([{ propertyPath: 'amount', message }], message);
    }
    const profile = `${app.config.webUrl}${href('profile')}`;
    const urls = {
      successUrl: request.body.successUrl ?? `${profile}?wallet=topped-up`,
      cancelUrl: request.body.cancelUrl ?? profile,
    };
    assertReturnUrls(urls, app.config.returnOrigins);
    const amountMinor = Math.round(amount * 10 ** CURRENCY_DECIMALS[currency]);
    const user = currentUser(request);
    const account = await app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const { session, checkout } = await app.payments.startCheckout({
      purpose: 'wallet',
      customer: { userId: user.id, email: account.email, providerCustomerId: null },
      amountMinor,
      currency,
      description: DESCRIPTIONS['top-up'],
      subject: { currency },
      ...urls,
      method: request.body.method,
      operator: request.body.operator,
    });
    return { ...checkout, ...priceOf(amountMinor, currency), ...app.payments.chargeOf(session) };
  });
}
