const MAX_SECONDS = 24 * 3600;

/** A duration typed in seconds: '225' → 225; blank → undefined; anything else (0, 2.5, 'abc') → null. */
export function parseSeconds(text: string): number | null | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text.trim());
  return Number.isInteger(value) && value >= 1 && value <= MAX_SECONDS ? value : null;
}
