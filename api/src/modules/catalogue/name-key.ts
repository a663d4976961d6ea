/** Letters that Unicode does not split into a base letter and an accent. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };

/**
 * How two names compare when one could pass for the other: case, accents, spaces and punctuation
 * aside ("Beyoncé" = "beyonce", "Léa Martin" = "lea.martin"). A name made only of punctuation keeps it.
 */
export function nameKey(name: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßøłđðþ]/g, (letter) => LIGATURES[letter]);
  return folded.replace(/[^\p{L}\p{N}]/gu, '') || folded.replace(/\s+/g, '');
}
