import { mediaUrl } from '@kora/shared';
import type { KoraEvent } from '@kora/shared/contracts';

/** The picture shown when an event has none (platform.md §7, media paths). */
export const FALLBACK_EVENT_IMAGE = '/img/events/event1.jpg';

export function eventImage(event: Pick<KoraEvent, 'imageUrl'>): string {
  return mediaUrl(event.imageUrl) ?? FALLBACK_EVENT_IMAGE;
}
