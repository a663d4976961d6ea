import { formatCount, formatViewers } from './count';

// Intl separates a number from its abbreviation with a no-break space.
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [999.6, '1,0 k'],
    [1000, '1,0 k'],
    [1050, '1,1 k'],
    [15_432, '15,4 k'],
    [89_400, '89,4 k'],
    [999_949, '999,9 k'],
    [999_950, '1,0 M'],
    [1_500_000, '1,5 M'],
  ])('%p → %p in French', (n, expected) => {
    expect(spaced(formatCount(n, 'fr-FR'))).toBe(expected);
  });

  it('follows the reader’s locale, as prices beside it do', () => {
    expect(formatCount(89_400, 'en-US')).toBe('89.4K');
    expect(formatCount(89_400, 'en-GB')).toBe('89.4k');
    expect(spaced(formatCount(89_400, 'es-ES'))).toBe('89,4 mil');
    expect(spaced(formatCount(1_500_000, 'es-ES'))).toBe('1,5 M');
  });

  it('shows 0 for a missing or invalid count', () => {
    expect(formatCount(null, 'fr-FR')).toBe('0');
    expect(formatCount(undefined, 'fr-FR')).toBe('0');
    expect(formatCount(Number.NaN, 'fr-FR')).toBe('0');
  });
});

describe('formatViewers', () => {
  it('counts episode viewers as every other count', () => {
    expect(formatViewers(999, 'fr-FR')).toBe('999');
    expect(spaced(formatViewers(12_345, 'fr-FR'))).toBe('12,3 k');
    expect(spaced(formatViewers(3_200_000, 'fr-FR'))).toBe('3,2 M');
  });
});
