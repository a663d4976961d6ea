import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

it('gives the value once it has stopped changing for the delay', () => {
  jest.useFakeTimers();
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
    initialProps: { value: 'd' },
  });
  rerender({ value: 'da' });
  act(() => jest.advanceTimersByTime(200));
  rerender({ value: 'dak' });
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe('d');
  act(() => jest.advanceTimersByTime(100));
  expect(result.current).toBe('dak');
  jest.useRealTimers();
});
