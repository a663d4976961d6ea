function abbreviate(n: number | null | undefined, thousand: string, million: string): string {
  const value = typeof n === 'number' && Number.isFinite(n) ? n : 0;
  const size = Math.abs(value);
  // 999,950 would read '1000.0K': it belongs to the next unit.
  if (size >= 999_950) return `${(value / 1_000_000).toFixed(1)}${million}`;
  if (size >= 1_000) return `${(value / 1_000).toFixed(1)}${thousand}`;
  return String(Math.round(value));
}

/** Likes, plays, followers: 999 → '999', 1000 → '1.0K', 1,500,000 → '1.5M'. */
export function formatCount(n: number | null | undefined): string {
  return abbreviate(n, 'K', 'M');
}

/** Episode viewers: 1000 → '1.0k'. */
export function formatViewers(n: number | null | undefined): string {
  return abbreviate(n, 'k', 'M');
}
