import { deviceShowsServerScreens } from './device-state';
import { STORAGE_KEYS } from './storage';

beforeEach(() => localStorage.clear());

it('holds for a first visit, and for a device that emptied its cart and kept the page language and currency', () => {
  expect(deviceShowsServerScreens('fr')).toBe(true);
  localStorage.setItem(STORAGE_KEYS.cart, '[]');
  localStorage.setItem(STORAGE_KEYS.favourites, '{"podcasts":[],"episodes":[]}');
  localStorage.setItem(STORAGE_KEYS.language, 'fr');
  localStorage.setItem(STORAGE_KEYS.currency, 'EUR');
  expect(deviceShowsServerScreens('fr')).toBe(true);
});

it.each([
  ['a session', STORAGE_KEYS.token, 'token'],
  ['a currency of its own', STORAGE_KEYS.currency, 'XOF'],
  ['another language', STORAGE_KEYS.language, 'es'],
  ['favourites', STORAGE_KEYS.favourites, '{"podcasts":[{"id":1,"title":"Aube"}],"episodes":[]}'],
  ['a cart', STORAGE_KEYS.cart, '[{"id":1}]'],
])('does not for a device with %s', (_what, key, value) => {
  localStorage.setItem(key, value);
  expect(deviceShowsServerScreens('fr')).toBe(false);
});
