import { mediaUrl } from '@kora/shared';
import type { KoraEvent } from '@kora/shared/contracts';
import fallbackPicture from './event-fallback.svg';

/**
 * The picture shown when an event has none (platform.md §7). It is part of this app's build, served
 * beside its code wherever the app is deployed, so it is there whichever page mounts the app.
 */
export const FALLBACK_EVENT_IMAGE: string = fallbackPicture;

export function eventImage(event: Pick<KoraEvent, 'imageUrl'>): string {
  return mediaUrl(event.imageUrl) ?? FALLBACK_EVENT_IMAGE;
}
