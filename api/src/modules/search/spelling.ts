/** Words at least this long forgive one typo; shorter ones must be spelt right. */
export const TYPO_MIN_LENGTH = 5;

/** At most this many other spellings are tried for one word (the most used ones first). */
export const MAX_OTHER_SPELLINGS = 12;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** How one word of a query may appear in the index. */
export interface WordSpellings {
  word: string;
  /** The last word while typing: any indexed word it begins matches. */
  prefix: boolean;
  /** Indexed words one typo away from it (words of TYPO_MIN_LENGTH letters or more). */
  others: string[];
}

/**
 * The word being typed when it has one or two letters: it begins a large share of all indexed words,
 * so matching it through the full-text index costs more than checking it on the few documents the
 * other words find.
 */
export function isShortPrefix(spellings: WordSpellings[]): boolean {
  const typing = spellings[spellings.length - 1];
  return spellings.length > 1 && typing.prefix && [...typing.word].length < 3;
}

export function forgivesTypo(word: string): boolean {
  return [...word].length >= TYPO_MIN_LENGTH;
}

/**
 * Every word one edit away (one letter left out, changed or added), over the folded alphabet and the
 * word's own letters: the candidates a vocabulary is asked about.
 */
export function oneEditAway(word: string): string[] {
  const letters = [...word];
  const alphabet = [...new Set([...ALPHABET, ...letters])];
  const variants = new Set<string>();
  for (let i = 0; i <= letters.length; i += 1) {
    const before = letters.slice(0, i).join('');
    const after = letters.slice(i).join('');
    if (i < letters.length) variants.add(before + letters.slice(i + 1).join(''));
    for (const letter of alphabet) {
      variants.add(before + letter + after);
      if (i < letters.length) variants.add(before + letter + letters.slice(i + 1).join(''));
    }
  }
  variants.delete(word);
  return [...variants];
}

/** True when `a` and `b` differ by exactly one letter left out, changed or added. */
export function isOneEditApart(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1 || a === b) return false;
  const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x];
  let i = 0;
  while (i < shorter.length && shorter[i] === longer[i]) i += 1;
  const rest = (list: string[], from: number) => list.slice(from).join('');
  return shorter.length === longer.length
    ? rest(shorter, i + 1) === rest(longer, i + 1)
    : rest(shorter, i) === rest(longer, i + 1);
}
