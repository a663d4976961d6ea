import { toMinorUnits } from '@kora/shared/format';
import type { CurrencyCode, OrderSummary, StoreOrder } from '@kora/shared/contracts';

/** Test answers of the Commandes tab's reads, typed by the contracts. */

const price = (amount: number, currency: CurrencyCode = 'EUR') => ({
  price: amount,
  priceMinor: toMinorUnits(amount, currency),
  currency,
});

/** A line of `GET /profile/orders`: a store order when `orderId` is given, else what `kind` says. */
export function anOrderSummary(
  id: string,
  amount: number,
  currency: CurrencyCode,
  overrides: Partial<OrderSummary> = {},
): OrderSummary {
  return {
    id,
    kind: 'track',
    description: 'Titre « Soleil »',
    status: 'paid',
    ...price(amount, currency),
    createdAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

/** `GET /orders/12`: KORA-S-000012, two T-shirts and a poster, the Premium and BIENVENUE discounts, paid. */
export function aStoreOrder(overrides: Partial<StoreOrder> = {}): StoreOrder {
  return {
    id: 12,
    number: 'KORA-S-000012',
    status: 'paid',
    customerName: 'Léa Martin',
    customerEmail: 'lea.martin@kora.test',
    lines: [
      {
        productId: 3,
        name: 'T-shirt Kora',
        image: 'http://api.kora.test/uploads/images/product-3.png',
        quantity: 2,
        unitPrice: price(25),
        linePrice: price(50),
      },
      { productId: 8, name: 'Affiche Nuit Kora', image: null, quantity: 1, unitPrice: price(10), linePrice: price(10) },
    ],
    subtotal: price(60),
    discounts: [
      { kind: 'premium', label: 'Premium −15 %', amount: price(9) },
      { kind: 'promo', label: 'Code BIENVENUE −10 %', amount: price(5.1) },
    ],
    total: price(45.9),
    createdAt: '2026-11-03T09:00:00.000Z',
    paidAt: '2026-11-03T09:01:00.000Z',
    receiptUrl: 'http://api.kora.test/api/orders/12/receipt',
    ...overrides,
  };
}
