import type { ReactNode } from 'react';
import type { SearchMatch } from '../contracts/search';

/** A text with the parts a search matched marked (`<mark>`), built from ranges: never from HTML. */
export function HighlightedText({ text, matches }: { text: string; matches: readonly SearchMatch[] }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const { start, length } of [...matches].sort((a, b) => a.start - b.start)) {
    const begin = Math.max(start, from);
    const end = Math.min(start + length, text.length);
    if (end <= begin) continue;
    if (begin > from) parts.push(text.slice(from, begin));
    parts.push(<mark key={begin}>{text.slice(begin, end)}</mark>);
    from = end;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}
