import { parseQuantity } from './quantity-rules';

it('takes whole numbers of 1 or more and nothing else', () => {
  expect(['1', ' 3 ', '12'].map(parseQuantity)).toEqual([1, 3, 12]);
  expect(['0', '-2', '1.5', '2e1', 'abc', '', ' ', '99999999999999999999'].map(parseQuantity)).toEqual(
    Array(8).fill(null),
  );
});
