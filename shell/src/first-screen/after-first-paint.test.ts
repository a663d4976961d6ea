import { afterFirstPaint, FIRST_PAINT_WAIT_MS, type PaintedPage } from './after-first-paint';

type Report = (names: string[]) => void;

/** A page whose paints the test reports, with Jest's fake timers. */
function fakePage({ visible = true, paintEntries = true } = {}) {
  const observers: Report[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintEntries ? ['paint', 'largest-contentful-paint'] : ['mark'];
    private connected = true;
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.push((names) => {
        if (!this.connected) return;
        const list = {
          getEntriesByName: (name: string) => names.filter((each) => each === name).map((n) => ({ name: n })),
        };
        this.callback(list as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
      });
    }
    disconnect() {
      this.connected = false;
    }
  }
  const page = {
    document: { visibilityState: visible ? 'visible' : 'hidden' },
    PerformanceObserver: FakeObserver,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  } as unknown as PaintedPage;
  return {
    page,
    paint: (...names: string[]) => observers.forEach((report) => report(names)),
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs the code in the task after the first contentful paint, and once', () => {
  const { page, paint } = fakePage();
  const start = jest.fn();
  afterFirstPaint(start, page);
  paint('first-paint');
  jest.advanceTimersByTime(100);
  expect(start).not.toHaveBeenCalled();

  paint('first-contentful-paint');
  expect(start).not.toHaveBeenCalled();
  jest.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledTimes(1);

  jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
  expect(start).toHaveBeenCalledTimes(1);
});

it('runs the code at once on a page nobody sees', () => {
  const { page } = fakePage({ visible: false });
  const start = jest.fn();
  afterFirstPaint(start, page);
  expect(start).toHaveBeenCalledTimes(1);
});

it('runs the code after a while when nothing is painted', () => {
  const { page } = fakePage();
  const start = jest.fn();
  afterFirstPaint(start, page);
  jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
  expect(start).not.toHaveBeenCalled();
  jest.advanceTimersByTime(2);
  expect(start).toHaveBeenCalledTimes(1);
});

it('runs the code at once in a browser that does not report paints', () => {
  const { page } = fakePage({ paintEntries: false });
  const start = jest.fn();
  afterFirstPaint(start, page);
  expect(start).toHaveBeenCalledTimes(1);
});
