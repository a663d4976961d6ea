/**
 * Turns stored media paths (keys of the public storage) into absolute URLs, and back. Public media are
 * fetched from MEDIA_PUBLIC_URL when it is set (a CDN, the bucket's public address), else from the API's
 * own /uploads; addresses of either are understood when a client sends one back.
 */
export class MediaUrls {
  private readonly uploadsBase: string;
  private readonly publicBase: string;

  /** `publicBase` ends with a slash; it defaults to the API's /uploads. */
  constructor(publicUrl: string, publicBase?: string) {
    this.uploadsBase = `${publicUrl.replace(/\/+$/, '')}/uploads/`;
    this.publicBase = publicBase ?? this.uploadsBase;
  }

  /** "images/covers/a.png" → "<public base>images/covers/a.png"; absolute URLs pass through. */
  url(stored: string | null | undefined): string | null {
    if (!stored) return null;
    if (/^https?:\/\//i.test(stored)) return stored;
    return this.publicBase + stored.replace(/^\/?(uploads\/)?/, '');
  }

  /** What to store for a media value a client sends: our own media URLs become relative paths. */
  toStored(value: string | null | undefined): string | null {
    if (!value) return null;
    for (const base of [this.publicBase, this.uploadsBase]) {
      if (value.startsWith(base)) return value.slice(base.length);
    }
    if (value.startsWith('/uploads/')) return value.slice('/uploads/'.length);
    return value;
  }
}
