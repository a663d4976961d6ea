/** Seconds as m:ss (minutes are not capped: 3725 → '62:05'); invalid or negative → '0:00'. */
export function formatDuration(seconds: number | null | undefined): string {
  const total = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** '3:45' → 225, '1:02:03' → 3723, '90' → 90; anything else → null. */
export function parseDuration(text: string | null | undefined): number | null {
  const value = (text ?? '').trim();
  if (!/^\d+(?::[0-5]?\d){0,2}$/.test(value)) return null;
  return value.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}
