import { withTimeout } from './with-timeout';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('gives the answer that comes in time', async () => {
  await expect(withTimeout(Promise.resolve('ok'), 1000)).resolves.toBe('ok');
});

it('passes on the failure that comes in time', async () => {
  await expect(withTimeout(Promise.reject(new Error('refused')), 1000)).rejects.toThrow('refused');
});

it("rejects with the caller's error when the time runs out", async () => {
  const never = new Promise<string>(() => undefined);
  const late = withTimeout(never, 1000, () => new Error('too slow'));
  jest.advanceTimersByTime(1000);
  await expect(late).rejects.toThrow('too slow');
});
