import { readFileSync } from 'node:fs';
import path from 'node:path';

// The build serves this file beside the app's code (an imported asset): a missing or broken file would
// show a broken picture on every event without one.
const file = path.join(__dirname, 'event-fallback.svg');

it('is a small picture drawn at the event pictures’ 16:9', () => {
  const source = readFileSync(file, 'utf8');
  expect(Buffer.byteLength(source)).toBeLessThan(2048);
  const picture = new DOMParser().parseFromString(source, 'image/svg+xml').documentElement;
  expect(picture.nodeName).toBe('svg');
  expect(picture.querySelector('parsererror')).toBeNull();
  const [, , width, height] = (picture.getAttribute('viewBox') ?? '').split(' ').map(Number);
  expect(width / height).toBeCloseTo(16 / 9, 2);
});
