/**
 * How search compares text: case, accents and the usual Latin ligatures aside ('Beyoncé' and 'beyonce',
 * 'Œuvre' and 'oeuvre'). The query is folded here; the index holds text folded the same way (by the
 * database: see index-schema/folded-sql.ts), so both sides meet.
 */

const LIGATURES: Readonly<Record<string, string>> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
  ı: 'i',
  ŀ: 'l',
  ŉ: 'n',
};

/** One character folded: lowercase, without its accents; several letters for a ligature. */
export function foldCharacter(character: string): string {
  const lower = character.toLowerCase();
  const ligature = LIGATURES[lower];
  if (ligature) return ligature;
  return lower.normalize('NFD').replace(/\p{M}/gu, '');
}

export function foldText(text: string): string {
  let folded = '';
  for (const character of text) folded += foldCharacter(character);
  return folded;
}

/** Apostrophes join what they separate in a title key: "N'Goni" and "ngoni" are the same title. */
export const APOSTROPHES = ["'", '’'] as const;

/** A title as exact-title and title-prefix matching compare it: folded, apostrophes dropped, spaces collapsed. */
export function titleKey(text: string): string {
  return foldText(text).replace(/['’]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * The Latin letters (Latin-1 Supplement and Latin Extended-A) whose folded form differs from the
 * letter, with that form: what the SQLite index folds with, as SQLite's lower() knows only ASCII.
 */
export function latinFolds(): Array<[string, string]> {
  const folds: Array<[string, string]> = [];
  for (let code = 0xc0; code <= 0x17f; code += 1) {
    const letter = String.fromCharCode(code);
    const folded = foldCharacter(letter);
    if (folded !== letter && /^[a-z]+$/.test(folded)) folds.push([letter, folded]);
  }
  return folds;
}
