import { act } from '@testing-library/react';
import { bus } from '../bus/event-bus';
import { notify, TOAST_DURATION_MS, useToastStore } from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.getState().toasts.forEach((t) => useToastStore.getState().dismiss(t.id));
});
afterEach(() => jest.useRealTimers());

describe('toast store', () => {
  it('shows a success toast by default', () => {
    notify('Enregistré');
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ message: 'Enregistré', kind: 'success' }),
    ]);
  });

  it('removes a toast after 4 seconds, not before', () => {
    notify('Erreur', 'error');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(useToastStore.getState().toasts).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(useToastStore.getState().toasts).toHaveLength(0);
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it('dismisses one toast and keeps the others', () => {
    notify('a');
    notify('b', 'info');
    const [first] = useToastStore.getState().toasts;
    useToastStore.getState().dismiss(first.id);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['b']);
  });

  it('shows a toast for a notify bus event', () => {
    bus.emit('notify', { message: 'Depuis le bus', kind: 'error' });
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ message: 'Depuis le bus', kind: 'error' }),
    ]);
  });
});
