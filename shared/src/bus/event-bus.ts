import type { KoraEventHandler, KoraEvents, KoraEventType } from './events';

export type { KoraEventHandler, KoraEvents, KoraEventType } from './events';

export interface EventBus {
  /** Subscribes; returns the function that unsubscribes. */
  on<K extends KoraEventType>(type: K, handler: KoraEventHandler<K>): () => void;
  emit<K extends KoraEventType>(type: K, payload: KoraEvents[K]): void;
}

export function createEventBus(): EventBus {
  const handlers = new Map<KoraEventType, Set<(payload: unknown) => void>>();

  return {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      const entry = handler as (payload: unknown) => void;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    emit(type, payload) {
      const set = handlers.get(type);
      if (!set) return;
      // Copy so a handler that unsubscribes (or subscribes) while running does not disturb this round.
      for (const handler of [...set]) {
        try {
          handler(payload);
        } catch (error) {
          // One app's broken listener must not silence the others.
          console.error(`[kora bus] handler for "${type}" failed`, error);
        }
      }
    },
  };
}

/** The one bus of the page: @kora/shared is a singleton, so every app gets this same instance. */
export const bus: EventBus = createEventBus();
