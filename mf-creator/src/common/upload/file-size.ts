import { BYTES_PER_MEGABYTE } from '@kora/shared/validation';

const BYTES_PER_KILOBYTE = 1024;

/** A file size in the user's language: '820 ko', '12,4 Mo' (1 MB = 1024 × 1024 bytes, as the upload rules count). */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= BYTES_PER_MEGABYTE
      ? [bytes / BYTES_PER_MEGABYTE, 'megabyte']
      : bytes >= BYTES_PER_KILOBYTE
        ? [bytes / BYTES_PER_KILOBYTE, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    value,
  );
}

/** The last part of a media address, to name a file already uploaded: '…/audio/3f2c.wav' → '3f2c.wav'. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0];
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url;
}
