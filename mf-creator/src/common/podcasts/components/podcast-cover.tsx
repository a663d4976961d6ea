import { useState } from 'react';
import { mediaUrl, ResponsiveImage } from '@kora/shared';

/** The shell serves this image for a podcast or an episode without a cover of its own. */
export const FALLBACK_COVER = '/img/covers/cover.svg';

interface PodcastCoverProps {
  /** The cover the API gave, if any (absolute URL or file name). */
  src: string | null | undefined;
  /** Width and height in CSS pixels. */
  size: number;
  className?: string;
}

/** A square cover, the site's fallback image when there is none or it fails to load. Decorative: the title beside it names it. */
export function PodcastCover({ src, size, className }: PodcastCoverProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const url = mediaUrl(src);
  return (
    <ResponsiveImage
      className={className}
      src={url && url !== broken ? url : FALLBACK_COVER}
      alt=""
      width={size}
      height={size}
      sizes={`${size}px`}
      onError={() => setBroken(url)}
    />
  );
}
