import type { SearchMatch } from '@kora/shared/contracts';
import { foldCharacter } from './folding';
import type { WordSpellings } from './spelling';

/** A word as shown, apostrophes inside it included ("N'Goni", "l'été"). */
const SHOWN_WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{N}\p{M}]+)*/gu;
const APOSTROPHE = /['’]/;

interface Piece {
  start: number;
  text: string;
}

/** UTF-16 length of the beginning of `text` whose folded form is `foldedLength` long. */
function shownLength(text: string, foldedLength: number): number {
  let folded = 0;
  let length = 0;
  for (const character of text) {
    if (folded >= foldedLength) break;
    folded += APOSTROPHE.test(character) ? 0 : foldCharacter(character).length;
    length += character.length;
  }
  return length;
}

/** How much of a piece the query matches, from its start (0: none). */
function matchedLength(piece: Piece, spellings: WordSpellings[]): number {
  const folded = [...piece.text].map((c) => (APOSTROPHE.test(c) ? '' : foldCharacter(c))).join('');
  let best = 0;
  for (const { word, prefix, others } of spellings) {
    if (folded === word || others.includes(folded)) return piece.text.length;
    if (prefix && folded.startsWith(word)) best = Math.max(best, shownLength(piece.text, word.length));
  }
  return best;
}

/**
 * Where the query's words appear in a shown text: whole words (or their beginning, for the word being
 * typed), in UTF-16 indices of the text as shown, accents and all.
 */
export function matchesIn(text: string | null, spellings: WordSpellings[]): SearchMatch[] {
  if (!text) return [];
  const matches: SearchMatch[] = [];
  for (const found of text.matchAll(SHOWN_WORD)) {
    const whole: Piece = { start: found.index, text: found[0] };
    const joined = APOSTROPHE.test(whole.text) ? matchedLength(whole, spellings) : 0;
    if (joined === whole.text.length) {
      matches.push({ start: whole.start, length: joined });
      continue;
    }
    let offset = 0;
    for (const part of whole.text.split(APOSTROPHE)) {
      const length = matchedLength({ start: whole.start + offset, text: part }, spellings);
      if (length > 0) matches.push({ start: whole.start + offset, length });
      offset += part.length + 1;
    }
  }
  return matches;
}
