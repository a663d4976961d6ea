import type { CurrencyCode } from '../contracts/common';
import type { Language } from '../i18n/languages';

/**
 * The events apps exchange through the kernel, with their payload types. A leaf module: the stores
 * import these types, never the other way round.
 */

/** A track as the player plays it (the API's track and release shapes both fit). */
export interface PlayerTrack {
  id: number | string;
  title: string;
  artist?: string;
  cover?: string | null;
  audioUrl?: string | null;
  audioFileUrl?: string | null;
  releaseId?: number | string;
}

export type ToastKind = 'success' | 'error' | 'info';

export type Currency = CurrencyCode;

export type KoraEvents = {
  'auth:changed': { signedIn: boolean; username: string | null };
  'auth:expired': { message: string };
  'cart:changed': { count: number };
  'player:play': { track: PlayerTrack };
  'player:pause': Record<string, never>;
  'player:track-changed': { track: PlayerTrack | null };
  notify: { message: string; kind: ToastKind };
  'currency:changed': { currency: Currency };
  'language:changed': { language: Language };
};

export type KoraEventType = keyof KoraEvents;
export type KoraEventHandler<K extends KoraEventType> = (payload: KoraEvents[K]) => void;
