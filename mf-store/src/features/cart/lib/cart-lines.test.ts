import { aCartItem } from '../testing/cart-kit';
import { cartTotalOf, linePriceOf, unitPriceOf } from './cart-lines';

it('counts the cart in cents, so sums of euro prices stay exact', () => {
  const items = [
    aCartItem(1, { price: 0.1, quantity: 3 }),
    aCartItem(2, { price: 0.2 }),
    aCartItem(3, { price: 19.99 }),
  ];
  expect(unitPriceOf(items[2])).toEqual({ priceMinor: 1999, currency: 'EUR' });
  expect(linePriceOf(items[0])).toEqual({ priceMinor: 30, currency: 'EUR' });
  expect(cartTotalOf(items)).toEqual({ priceMinor: 2049, currency: 'EUR' });
});
