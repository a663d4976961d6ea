/** Turns stored media paths (relative to the uploads folder) into absolute URLs, and back. */
export class MediaUrls {
  private readonly uploadsBase: string;

  constructor(publicUrl: string) {
    this.uploadsBase = `${publicUrl.replace(/\/+$/, '')}/uploads/`;
  }

  /** "images/covers/a.png" → "http://host/uploads/images/covers/a.png"; absolute URLs pass through. */
  url(stored: string | null | undefined): string | null {
    if (!stored) return null;
    if (/^https?:\/\//i.test(stored)) return stored;
    return this.uploadsBase + stored.replace(/^\/?(uploads\/)?/, '');
  }

  /** What to store for a media value a client sends: our own upload URLs become relative paths. */
  toStored(value: string | null | undefined): string | null {
    if (!value) return null;
    if (value.startsWith(this.uploadsBase)) return value.slice(this.uploadsBase.length);
    if (value.startsWith('/uploads/')) return value.slice('/uploads/'.length);
    return value;
  }
}
