import { dateSearchPattern } from './date-search';

describe('a date typed in the events search', () => {
  it.each([
    ['2026-12-12', '2026-12-12T%'],
    ['2026-12', '2026-12-%'],
    ['12/12/2026', '2026-12-12T%'],
    ['5.3.2027', '2027-03-05T%'],
    ['12/2026', '2026-12-%'],
    ['décembre', '____-12-%'],
    ['Decembre 2026', '2026-12-%'],
    ['1er mars 2027', '2027-03-01T%'],
    ['12 diciembre', '____-12-12T%'],
    ['june', '____-06-%'],
  ])('reads %s as the start pattern %s', (text, pattern) => {
    expect(dateSearchPattern(text)).toBe(pattern);
  });

  it.each(['Dakar', 'Institut français', '2026', 'concert 12', ''])('leaves %s to the text search', (text) => {
    expect(dateSearchPattern(text)).toBeNull();
  });
});
