import { APPROACH, onFirstGesture, USE, watchGestures } from './first-gesture';

it('calls back once, at the first gesture of those asked for, and at once for one the page saw before it waited', async () => {
  watchGestures();
  window.dispatchEvent(new Event('pointerover'));
  window.dispatchEvent(new Event('scroll'));

  // A pointer over the page is not a use of it; a scroll before anything waited is.
  const used = jest.fn();
  onFirstGesture(used, USE);
  await Promise.resolve();
  expect(used).toHaveBeenCalledTimes(1);
  expect(used.mock.calls[0][0].type).toBe('scroll');

  const approached = jest.fn();
  onFirstGesture(approached, APPROACH);
  await Promise.resolve();
  window.dispatchEvent(new Event('keydown'));
  expect(approached).toHaveBeenCalledTimes(1);
});

it('waits for a gesture when the page saw none, and can stop waiting', () => {
  jest.isolateModules(() => {
    const fresh = jest.requireActual<typeof import('./first-gesture')>('./first-gesture');
    fresh.watchGestures();
    const first = jest.fn();
    const stopped = jest.fn();
    fresh.onFirstGesture(first);
    fresh.onFirstGesture(stopped)();
    window.dispatchEvent(new Event('pointerover'));
    expect(first).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('touchstart'));
    window.dispatchEvent(new Event('keydown'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
  });
});
