import { clampTicketQuantity } from './quantity';

describe('clampTicketQuantity', () => {
  it.each([
    [3, undefined, 3],
    ['4', undefined, 4],
    [12, undefined, 10],
    [7, 5, 5],
    [2.7, 10, 2],
    [' 6 ', 10, 6],
  ])('%p (max %p) → %p', (value, max, expected) => {
    expect(clampTicketQuantity(value, max)).toBe(expected);
  });

  it.each(['abc', '', null, undefined, Number.NaN, 0, -3, '1e999', {}])('invalid %p → 1', (value) => {
    expect(clampTicketQuantity(value)).toBe(1);
  });

  it('uses 10 when the ticket type has no usable quantity', () => {
    expect(clampTicketQuantity(50, null)).toBe(10);
    expect(clampTicketQuantity(50, 0)).toBe(10);
  });
});
