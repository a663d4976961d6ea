import type { Endpoint } from './endpoint';

/** The wallet (catalogue-and-commerce.md §9): balances, their history, and top-ups paid at the provider. */

export const walletBalance = {
  area: 'wallet',
  method: 'GET',
  path: '/user/balance',
  summary: "The signed-in user's wallet: its one balance, in its currency",
  access: 'user',
  schema: (s) => ({ response: s.WalletBalanceResponseSchema }),
} as const satisfies Endpoint;

export const listWalletMovements = {
  area: 'wallet',
  method: 'GET',
  path: '/user/wallet/movements',
  summary: "The signed-in user's wallet movements, newest first",
  access: 'user',
  schema: (s) => ({ query: s.WalletMovementsQuerySchema, response: s.Type.Array(s.WalletMovementSchema) }),
} as const satisfies Endpoint;

export const topUpWallet = {
  area: 'wallet',
  method: 'POST',
  path: '/user/wallet/top-up',
  summary:
    'Opens a checkout (card, or mobile money in FCFA) to add money to the wallet; credited once the provider confirms the payment',
  access: 'user',
  errors: [422, 502],
  schema: (s) => ({ body: s.TopUpRequestSchema, response: s.TopUpResponseSchema }),
} as const satisfies Endpoint;
