/**
 * Responsive images: every picture the API stores under an image folder of /uploads (a PNG or JPEG) is
 * also served in smaller copies, made once when it is stored. The API writes them and the web reads
 * them through the functions below, so both agree on which files exist.
 *
 * Each copy sits beside its original: `/uploads/images/x.png` → `/uploads/images/x.w320.avif`,
 * `x.w320.webp`, one per width and format. A copy is never larger than its original: when a width is
 * past the original's, that copy has the original's size. Plain data: no schema library here.
 */

/** The widths made, in pixels: cards (160–300 CSS px), covers and pictures of a detail page, banners. */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280] as const;

/** The formats made, the best first; the original stays the fallback for browsers that have neither. */
export const IMAGE_FORMATS = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const;

export type ImageFormat = (typeof IMAGE_FORMATS)[number]['format'];

/** The folders of /uploads whose pictures get copies: uploads and demo pictures, news, partner logos. */
export const IMAGE_FOLDERS = ['images', 'articles', 'partners'] as const;

const ORIGINAL_EXTENSION = /\.(png|jpe?g)$/i;
const UPLOADS = '/uploads/';

/** `images/a.png` (or a URL ending so) → `images/a.w320.avif`. */
export function imageVariantPath(original: string, width: number, format: ImageFormat): string {
  return original.replace(ORIGINAL_EXTENSION, `.w${width}.${format}`);
}

/** Whether a path under /uploads (e.g. `images/demo/covers/a.png`) is a picture that has copies. */
export function hasImageVariants(stored: string): boolean {
  const [folder] = stored.split('/', 1);
  return (
    (IMAGE_FOLDERS as readonly string[]).includes(folder) &&
    ORIGINAL_EXTENSION.test(stored) &&
    !/[?#]|\.\.|\/\//.test(stored)
  );
}

export interface ImageSource {
  /** The MIME type of the `<source>`, e.g. `image/avif`. */
  type: string;
  /** Every width's copy, as `srcset`: `http://…/a.w160.avif 160w, http://…/a.w320.avif 320w, …`. */
  srcSet: string;
}

/**
 * The `<source>`s of a picture the API at `apiUrl` stores (`<apiUrl>/uploads/images/…png`), the best
 * format first; null for any other address (data: URLs, other hosts, the site's own files).
 */
export function imageSources(url: string, apiUrl: string): ImageSource[] | null {
  const base = `${apiUrl.replace(/\/+$/, '')}${UPLOADS}`;
  if (!url.startsWith(base) || !hasImageVariants(url.slice(base.length))) return null;
  return IMAGE_FORMATS.map(({ format, type }) => ({
    type,
    srcSet: IMAGE_WIDTHS.map((width) => `${imageVariantPath(url, width, format)} ${width}w`).join(', '),
  }));
}

/**
 * The one picture a `<video poster>` can name (it takes no srcset): the WebP copy of `width` of a picture
 * the API stores, or `url` itself for any other address.
 */
export function posterUrl(url: string, apiUrl: string, width: (typeof IMAGE_WIDTHS)[number] = 640): string {
  const base = `${apiUrl.replace(/\/+$/, '')}${UPLOADS}`;
  if (!url.startsWith(base) || !hasImageVariants(url.slice(base.length))) return url;
  return imageVariantPath(url, width, 'webp');
}
