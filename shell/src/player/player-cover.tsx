import { mediaUrl, ResponsiveImage } from '@kora/shared';
import { useState } from 'react';

/** Shown when a track has no cover or its cover cannot be loaded. */
export const DEFAULT_COVER = '/img/covers/cover.svg';

export function PlayerCover({ cover, alt }: { cover: string | null | undefined; alt: string }) {
  const source = mediaUrl(cover);
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const shown = source && source !== failedSource ? source : DEFAULT_COVER;
  return (
    <ResponsiveImage
      className="kora-player__cover"
      src={shown}
      alt={alt}
      width={56}
      height={56}
      sizes="56px"
      onError={() => {
        if (shown !== DEFAULT_COVER) setFailedSource(shown);
      }}
    />
  );
}
