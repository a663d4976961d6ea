import { useState } from 'react';
import { ResponsiveImage, type ResponsiveImageProps } from '@kora/shared';
import type { KoraEvent } from '@kora/shared/contracts';
import { eventImage, FALLBACK_EVENT_IMAGE } from './event-image';

interface EventPictureProps extends Omit<ResponsiveImageProps, 'src' | 'onError'> {
  event: Pick<KoraEvent, 'imageUrl'>;
}

/** An event's picture, or the fallback picture when it has none or its file cannot be had. */
export function EventPicture({ event, ...picture }: EventPictureProps) {
  const src = eventImage(event);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <ResponsiveImage {...picture} src={failed === src ? FALLBACK_EVENT_IMAGE : src} onError={() => setFailed(src)} />
  );
}
