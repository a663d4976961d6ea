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
