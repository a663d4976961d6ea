import { STORAGE_KEYS } from '@kora/shared';
import { serverScreenFitsDevice, takesOverOnFirstGesture, untilFirstGesture } from './take-over-on-gesture';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'fr';
});

describe("whether the server's screens are what this device shows", () => {
  it('holds for a first visit, and for a device that emptied its cart and kept the page language and currency', () => {
    expect(serverScreenFitsDevice()).toBe(true);
    localStorage.setItem(STORAGE_KEYS.cart, '[]');
    localStorage.setItem(STORAGE_KEYS.favourites, '{"podcasts":[],"episodes":[]}');
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    localStorage.setItem(STORAGE_KEYS.currency, 'EUR');
    expect(serverScreenFitsDevice()).toBe(true);
  });

  it.each([
    ['a session', STORAGE_KEYS.token, 'token'],
    ['a currency of its own', STORAGE_KEYS.currency, 'XOF'],
    ['another language', STORAGE_KEYS.language, 'es'],
    ['favourites', STORAGE_KEYS.favourites, '{"podcasts":[{"id":1,"title":"Aube"}],"episodes":[]}'],
    ['a cart', STORAGE_KEYS.cart, '[{"id":1}]'],
  ])('does not for a device with %s', (_what, key, value) => {
    localStorage.setItem(key, value);
    expect(serverScreenFitsDevice()).toBe(false);
    expect(takesOverOnFirstGesture(document.createElement('div'))).toBe(false);
  });

  it('has nothing to wait for where the server drew no screen', () => {
    expect(takesOverOnFirstGesture(null)).toBe(false);
    expect(takesOverOnFirstGesture(document.createElement('div'))).toBe(true);
  });
});

it('waits for a gesture, or for the page to move to another address', async () => {
  const settled = jest.fn();
  void untilFirstGesture().then(settled);
  await Promise.resolve();
  expect(settled).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('keydown'));
  await Promise.resolve();
  expect(settled).toHaveBeenCalled();

  const moved = jest.fn();
  void untilFirstGesture().then(moved);
  window.dispatchEvent(new PopStateEvent('popstate'));
  await Promise.resolve();
  expect(moved).toHaveBeenCalled();
});
