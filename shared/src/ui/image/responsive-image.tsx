import { useState } from 'react';
import { imageSources } from '../../contracts/images';
import { getApiUrl } from '../../http/http-client';
import './responsive-image.css';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The box it is drawn in, in CSS pixels: reserves its space (and ratio) before the file arrives. */
  width: number;
  height: number;
  /** How wide it is drawn per layout, phone first, as `<img sizes>`: `(min-width: 48rem) 220px, 45vw`. */
  sizes: string;
  /** The page's largest picture: fetched first and at once rather than when it nears the screen. */
  priority?: boolean;
  className?: string;
  /** The picture could not be shown at all (its smaller copies were tried first). */
  onError?: () => void;
}

/**
 * A picture in the size and format the browser needs: AVIF, then WebP copies of the width the layout
 * asks for, the original as the fallback. Pictures the API does not store are shown as they are.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
  onError,
}: ResponsiveImageProps) {
  // A copy that cannot be had (still being made, a file copied in by hand) falls back to the original.
  const [failedCopies, setFailedCopies] = useState<string | null>(null);
  const sources = failedCopies === src ? null : imageSources(src, getApiUrl());
  const image = (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => (sources ? setFailedCopies(src) : onError?.())}
    />
  );
  if (!sources) return image;
  return (
    <picture className="kora-picture">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
