/** The shell serves these fallbacks (platform.md §7 "Media paths"). */
export const FALLBACK_COVER = '/img/covers/cover.svg';

/** A description cut to `max` characters, on a word when one is near, with an ellipsis. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
