const compactFormats = new Map<string, Intl.NumberFormat>();

function compactFormat(locale: string | undefined): Intl.NumberFormat {
  const key = locale ?? '';
  let format = compactFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    compactFormats.set(key, format);
  }
  return format;
}

/**
 * Likes, plays, followers, viewers in the reader's locale (`useFormat().locale`): below 1,000 as they are,
 * from 1,000 with the locale's abbreviation and one decimal — '999', '89,4 k', '1,5 M' in French,
 * '89.4K' in American English, '89,4 mil' in Spanish. Without a locale, the runtime's.
 */
export function formatCount(n: number | null | undefined, locale?: string): string {
  const value = typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : 0;
  if (Math.abs(value) < 1_000) return String(value);
  return compactFormat(locale).format(value);
}

/** Episode viewers: the same layout as every count. */
export const formatViewers = formatCount;
