import { MAX_LINE_QUANTITY, typedQuantity } from './quantity';

it('reads whole numbers, keeps 0 and below (they remove the line), caps at the line limit', () => {
  expect(typedQuantity(' 3 ')).toBe(3);
  expect(typedQuantity('0')).toBe(0);
  expect(typedQuantity('-2')).toBe(-2);
  expect(typedQuantity('500')).toBe(MAX_LINE_QUANTITY);
  expect(MAX_LINE_QUANTITY).toBe(99);
});

it('refuses what is not a whole number', () => {
  for (const text of ['', '2.5', '1e3', 'abc', '3 4']) expect(typedQuantity(text)).toBeNull();
});
