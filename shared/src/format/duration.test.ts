import { formatDuration, parseDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [225.9, '3:45'],
    [3725, '62:05'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [null, '0:00'],
  ])('%p → %p', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('parseDuration', () => {
  it.each([
    ['3:45', 225],
    [' 0:59 ', 59],
    ['1:02:03', 3723],
    ['90', 90],
  ])('%p → %p', (text, expected) => {
    expect(parseDuration(text)).toBe(expected);
  });

  it.each(['', '3:75', 'abc', '3:4:5:6', '-1:00', null])('%p → null', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});
