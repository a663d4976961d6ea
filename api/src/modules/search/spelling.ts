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
 * The word with two neighbouring letters swapped, each pair in turn ('bamkao' → 'abmkao', 'bmakao',
 * 'bakmao', 'bamako', 'bamkoa'): the most common slip on a phone keyboard, one typo rather than two.
 */
export function swappedNeighbours(word: string): string[] {
  const letters = [...word];
  const variants = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i += 1) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1], swapped[i]];
    variants.add(swapped.join(''));
  }
  return [...variants];
}

/**
 * Every word one edit away (one letter left out, changed or added, or two neighbours swapped), over
 * the folded alphabet and the word's own letters: the candidates a vocabulary is asked about.
 */
export function oneEditAway(word: string): string[] {
  const letters = [...word];
  const alphabet = [...new Set([...ALPHABET, ...letters])];
  const variants = new Set<string>(swappedNeighbours(word));
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

/**
 * True when `a` and `b` are one typo apart: one letter left out, changed or added, or two neighbouring
 * letters swapped (an optimal string alignment distance of 1).
 */
export function isOneEditApart(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1 || a === b) return false;
  const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x];
  let i = 0;
  while (i < shorter.length && shorter[i] === longer[i]) i += 1;
  const rest = (list: string[], from: number) => list.slice(from).join('');
  if (shorter.length !== longer.length) return rest(shorter, i) === rest(longer, i + 1);
  const swapped = shorter[i] === longer[i + 1] && shorter[i + 1] === longer[i];
  return rest(shorter, i + 1) === rest(longer, i + 1) || (swapped && rest(shorter, i + 2) === rest(longer, i + 2));
}
