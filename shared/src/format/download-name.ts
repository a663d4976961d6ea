const EXTENSIONS = ['mp3', 'wav', 'flac', 'ogg', 'aac', 'webm', 'mp4'] as const;
type Extension = (typeof EXTENSIONS)[number];

const BY_MEDIA_TYPE: Readonly<Record<string, Extension>> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'audio/ogg': 'ogg',
  'audio/aac': 'aac',
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/mp4': 'mp4',
  'video/mp4': 'mp4',
};

const DEFAULT_EXTENSION: Extension = 'mp3';

function isExtension(value: string): value is Extension {
  return (EXTENSIONS as readonly string[]).includes(value);
}

function extensionFromUrl(url: string | null | undefined): Extension | null {
  if (!url) return null;
  const path = url.split(/[?#]/)[0];
  const match = /\.([a-z0-9]+)$/i.exec(path);
  const extension = match?.[1].toLowerCase();
  return extension && isExtension(extension) ? extension : null;
}

/**
 * The file name a track downloads as: its title lowercased with every non-alphanumeric character
 * replaced by '_', plus an extension from the URL, else the media type, else mp3.
 */
export function downloadFileName(
  title: string | null | undefined,
  urlOrNull: string | null | undefined,
  mediaType?: string | null,
): string {
  const base = (title ?? '').toLowerCase().replace(/[^a-z0-9]/g, '_') || 'track';
  const type = mediaType?.split(';')[0].trim().toLowerCase() ?? '';
  const extension = extensionFromUrl(urlOrNull) ?? BY_MEDIA_TYPE[type] ?? DEFAULT_EXTENSION;
  return `${base}.${extension}`;
}
