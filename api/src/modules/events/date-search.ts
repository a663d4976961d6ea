const MONTHS: Record<string, number> = {
  janvier: 1,
  january: 1,
  enero: 1,
  fevrier: 2,
  february: 2,
  febrero: 2,
  mars: 3,
  march: 3,
  marzo: 3,
  avril: 4,
  april: 4,
  abril: 4,
  mai: 5,
  may: 5,
  mayo: 5,
  juin: 6,
  june: 6,
  junio: 6,
  juillet: 7,
  july: 7,
  julio: 7,
  aout: 8,
  august: 8,
  agosto: 8,
  septembre: 9,
  september: 9,
  septiembre: 9,
  setiembre: 9,
  octobre: 10,
  october: 10,
  octubre: 10,
  novembre: 11,
  november: 11,
  noviembre: 11,
  decembre: 12,
  december: 12,
  diciembre: 12,
};

const two = (n: number | string) => String(n).padStart(2, '0');
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * A date typed in the events search as a LIKE pattern on the ISO start: "2026-12-12", "12/12/2026",
 * "12/2026", "2026-12", "décembre", "12 décembre", "12 décembre 2026", "december 2026". Null when the
 * text is not a date.
 */
export function dateSearchPattern(text: string): string | null {
  const term = fold(text);
  const pattern = (year: string | undefined, month: number | string, day?: string) =>
    `${year ?? '____'}-${two(month)}-${day ? `${two(day)}T` : ''}%`;
  let match = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?$/.exec(term);
  if (match) return pattern(match[1], match[2], match[3]);
  match = /^(?:(\d{1,2})[/.])?(\d{1,2})[/.](\d{4})$/.exec(term);
  if (match) return pattern(match[3], match[2], match[1]);
  match = /^(?:(\d{1,2})(?:er)?\s+)?(\p{L}+)(?:\s+(\d{4}))?$/u.exec(term);
  const month = match ? MONTHS[match[2]] : undefined;
  if (!match || !month) return null;
  return pattern(match[3], month, match[1]);
}
