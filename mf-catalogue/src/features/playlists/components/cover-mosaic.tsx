import { ResponsiveImage } from '@kora/shared';
import { FALLBACK_COVER } from '../../../common/lib/media';
import './cover-mosaic.css';

/**
 * A playlist's picture: the covers of its first four items in a 2×2 mosaic, the first one alone when
 * there are fewer, the default cover when it is empty. `size` is the box's side in CSS pixels.
 */
export function CoverMosaic({
  covers,
  size,
  sizes,
  priority = false,
}: {
  covers: readonly string[];
  size: number;
  /** How wide the box is drawn per layout (`<img sizes>`). */
  sizes: string;
  priority?: boolean;
}) {
  const tiles = covers.length >= 4 ? covers.slice(0, 4) : [covers[0] ?? FALLBACK_COVER];
  const tile = tiles.length === 4 ? Math.ceil(size / 2) : size;
  return (
    <div
      className={`kora-playlist-mosaic${tiles.length === 4 ? ' kora-playlist-mosaic--four' : ''}`}
      aria-hidden="true"
    >
      {tiles.map((cover, index) => (
        <ResponsiveImage
          key={`${index}-${cover}`}
          className="kora-playlist-mosaic__tile"
          src={cover}
          alt=""
          width={tile}
          height={tile}
          sizes={tiles.length === 4 ? half(sizes) : sizes}
          priority={priority}
        />
      ))}
    </div>
  );
}

/** A tile's drawn width: half the box when it is one length in px; else the box's (a little more is fetched). */
function half(sizes: string): string {
  const px = /^(\d+(?:\.\d+)?)px$/.exec(sizes.trim());
  return px ? `${Math.ceil(Number(px[1]) / 2)}px` : sizes;
}
