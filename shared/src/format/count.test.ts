import { formatCount, formatViewers } from './count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0K'],
    [1050, '1.1K'],
    [15_432, '15.4K'],
    [999_949, '999.9K'],
    [999_950, '1.0M'],
    [1_000_000, '1.0M'],
    [1_500_000, '1.5M'],
    [2_340_000_000, '2340.0M'],
  ])('%p → %p', (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });

  it('shows 0 for a missing or invalid count', () => {
    expect(formatCount(null)).toBe('0');
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('formatViewers', () => {
  it('uses a lowercase k', () => {
    expect(formatViewers(999)).toBe('999');
    expect(formatViewers(1000)).toBe('1.0k');
    expect(formatViewers(12_345)).toBe('12.3k');
    expect(formatViewers(3_200_000)).toBe('3.2M');
  });
});
