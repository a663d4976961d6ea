import { bus, STORAGE_KEYS } from '@kora/shared';
import { act, renderHook } from '@testing-library/react';
import {
  homeTakenOverOnFirstGesture,
  takesOverOnFirstGesture,
  untilFirstGesture,
  useUntilFirstGesture,
} from './take-over-on-gesture';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'fr';
});

it('takes over at the first gesture a screen the server drew, on a device that shows it as it is', () => {
  expect(takesOverOnFirstGesture(null)).toBe(false);
  expect(takesOverOnFirstGesture(document.createElement('div'))).toBe(true);
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  expect(takesOverOnFirstGesture(document.createElement('div'))).toBe(false);
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

  const repriced = jest.fn();
  void untilFirstGesture().then(repriced);
  bus.emit('currency:changed', { currency: 'XOF' });
  await Promise.resolve();
  expect(repriced).toHaveBeenCalled();
});

describe('the home the server drew', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="kora-shell-page"><div data-kora-first-content><h1>Bienvenue</h1></div></div>';
  });
  afterEach(() => window.history.pushState(null, '', '/'));

  it('stays until the first gesture on a first visit; another shell page, or a signed-in device, is drawn at once', () => {
    window.history.pushState(null, '', '/');
    expect(homeTakenOverOnFirstGesture()).toBe(true);
    window.history.pushState(null, '', '/about');
    expect(homeTakenOverOnFirstGesture()).toBe(false);
    window.history.pushState(null, '', '/');
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    expect(homeTakenOverOnFirstGesture()).toBe(false);
  });

  it('is kept by the shell until a pointer comes over the page', async () => {
    const { result } = renderHook(() => useUntilFirstGesture(true));
    expect(result.current).toBe(true);
    await act(async () => {
      window.dispatchEvent(new Event('pointerover'));
    });
    expect(result.current).toBe(false);
  });
});
