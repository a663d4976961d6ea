/**
 * The browser's IntersectionObserver for tests, reduced to what they drive: the elements watched, the
 * margin asked for, and `scrollNear()`, which brings every watched element into (or near) the viewport.
 */
export class FakeIntersectionObserver {
  static watching: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.watching.push(this);
  }

  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }

  /** Installs it as the window's IntersectionObserver until `uninstall()`. */
  static install() {
    FakeIntersectionObserver.watching = [];
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  }
  /** A browser without IntersectionObserver, as jsdom is. */
  static uninstall() {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  }

  /** The page scrolled: every element watched is now near (or in) the viewport. */
  static scrollNear() {
    for (const observer of FakeIntersectionObserver.watching) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
