import type { KoraEvent } from '@kora/shared/contracts';

/** A country as the visitor's language names it ('SN' → 'Sénégal'); other values as they are. */
export function countryName(country: string, locale: string): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}

/**
 * Where the event takes place, one line per part: venue, street, postal code and city, country; the
 * one-line `address` when no part is structured.
 */
export function locationLines(event: Pick<KoraEvent, 'location' | 'address'>, locale: string): string[] {
  const { name, address, postalCode, city, country } = event.location;
  const town = [postalCode, city].filter(Boolean).join(' ');
  const lines = [name, address, town, country ? countryName(country, locale) : null].filter((line): line is string =>
    Boolean(line && line.trim()),
  );
  if (lines.length > 0) return lines;
  return event.address.trim() ? [event.address.trim()] : [];
}
