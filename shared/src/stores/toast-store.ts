import { create } from 'zustand';
import { bus } from '../bus/event-bus';
import type { ToastKind } from '../bus/events';

export type { ToastKind } from '../bus/events';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

export interface ToastState {
  toasts: Toast[];
  show(message: string, kind?: ToastKind): void;
  dismiss(id: number): void;
}

/** How long a toast stays on screen (spec: notifications disappear after 4 s). */
export const TOAST_DURATION_MS = 4000;

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],

  show(message, kind = 'success') {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { id, message, kind }] }));
    timers.set(
      id,
      setTimeout(() => get().dismiss(id), TOAST_DURATION_MS),
    );
  },

  dismiss(id) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
}));

/** Shows a toast from anywhere (default: success). */
export function notify(message: string, kind: ToastKind = 'success'): void {
  useToastStore.getState().show(message, kind);
}

// Apps that only hold the bus can raise a toast too.
bus.on('notify', ({ message, kind }) => notify(message, kind));
