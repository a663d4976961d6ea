require('@testing-library/jest-dom');

// jsdom has no media queries; the kernel's carousel (Swiper) asks for them.
const view = globalThis.window;
if (view && typeof view.matchMedia !== 'function') {
  view.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// A screen's code is compiled on its first import in a suite, which on a loaded 2-core machine (CI runs the
// API's PostgreSQL suites beside these) can take longer than Testing Library's 1 s default for `findBy…`.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
