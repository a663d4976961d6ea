const started = jest.fn();
const waits: (() => void)[] = [];

jest.mock('@kora/shared/kit.css', () => ({}));
jest.mock('./bootstrap', () => started());
jest.mock('./first-screen/after-first-paint', () => ({
  afterFirstPaint: (start: () => void) => waits.push(start),
}));

beforeEach(() => {
  started.mockClear();
  waits.length = 0;
  document.body.removeAttribute('data-kora-ready');
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it("runs the page's code once the browser has painted the page the server drew", async () => {
  document.body.setAttribute('data-kora-ready', '');
  await jest.isolateModulesAsync(async () => {
    await import('./index');
    await settle();
    expect(started).not.toHaveBeenCalled();

    waits.forEach((start) => start());
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
  });
});

it('runs the code at once on a page the server did not draw, which has nothing to paint before it', async () => {
  await jest.isolateModulesAsync(async () => {
    await import('./index');
    await settle();
    expect(waits).toEqual([]);
    expect(started).toHaveBeenCalledTimes(1);
  });
});
