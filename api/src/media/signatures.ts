/** Recognises a file's format from its first bytes (its "magic number"), whatever its name claims. */

export type DetectedFormat = 'jpeg' | 'png' | 'gif' | 'mp3' | 'wav' | 'flac' | 'm4a' | 'mp4' | 'mov' | 'avi';

/** Bytes worth reading before calling detectFormat. */
export const SIGNATURE_BYTES = 16;

/** ISO-BMFF major brands of audio-only files (iTunes audio, audiobooks). */
const AUDIO_BRANDS = ['M4A ', 'M4B '];
/** Generic ISO-BMFF brands: the same box layout holds audio only or video, so either may be meant. */
const GENERIC_BRANDS = ['mp42', 'isom', 'iso2'];

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** Every format the bytes may be, the likeliest first; empty when none is recognised. */
export function candidateFormats(head: Uint8Array): DetectedFormat[] {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return ['jpeg'];
  if (head.length >= 8 && ascii(head, 1, 4) === 'PNG' && head[0] === 0x89 && head[4] === 0x0d && head[5] === 0x0a)
    return ['png'];
  if (ascii(head, 0, 4) === 'GIF8') return ['gif'];
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return ['wav'];
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ') return ['avi'];
  if (ascii(head, 0, 4) === 'fLaC') return ['flac'];
  if (ascii(head, 0, 3) === 'ID3') return ['mp3'];
  // MPEG audio frame sync: 11 set bits, layer bits not "reserved".
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0 && (head[1] & 0x06) !== 0) return ['mp3'];
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (AUDIO_BRANDS.includes(brand)) return ['m4a'];
    if (brand.startsWith('qt')) return ['mov'];
    if (GENERIC_BRANDS.includes(brand)) return ['mp4', 'm4a'];
    return ['mp4'];
  }
  if (['moov', 'mdat', 'wide', 'free', 'skip'].includes(ascii(head, 4, 8))) return ['mov'];
  return [];
}

/** The likeliest format of the bytes, or null. */
export function detectFormat(head: Uint8Array): DetectedFormat | null {
  return candidateFormats(head)[0] ?? null;
}

/** The declared content types that each detected format may honestly carry. */
export const FORMAT_MIME_TYPES: Readonly<Record<DetectedFormat, readonly string[]>> = {
  jpeg: ['image/jpeg', 'image/jpg'],
  png: ['image/png'],
  gif: ['image/gif'],
  mp3: ['audio/mpeg', 'audio/mp3'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave'],
  flac: ['audio/flac', 'audio/x-flac'],
  m4a: ['audio/mp4', 'audio/x-m4a', 'audio/m4a'],
  mp4: ['video/mp4'],
  mov: ['video/quicktime', 'video/mp4'],
  avi: ['video/x-msvideo', 'video/avi'],
};

export const FORMAT_EXTENSION: Readonly<Record<DetectedFormat, string>> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  mp3: 'mp3',
  wav: 'wav',
  flac: 'flac',
  m4a: 'm4a',
  mp4: 'mp4',
  mov: 'mov',
  avi: 'avi',
};
