const HOUR_MS = 60 * 60_000;

/** How long a request has waited, as a text key and its count: under an hour, hours up to two days, then days. */
export function requestAge(createdAt: string, now: number = Date.now()): { key: string; count: number } {
  const hours = Math.floor((now - Date.parse(createdAt)) / HOUR_MS);
  if (hours < 1) return { key: 'support.inbox.ageNow', count: 0 };
  if (hours < 48) return { key: 'support.inbox.ageHours', count: hours };
  return { key: 'support.inbox.ageDays', count: Math.floor(hours / 24) };
}
