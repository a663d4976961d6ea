import { MAX_LINE_QUANTITY } from './quantity';

it('holds at most the 99 of one product the API accepts on a line', () => {
  expect(MAX_LINE_QUANTITY).toBe(99);
});
