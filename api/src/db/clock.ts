/** Current time as stored: ISO-8601 UTC text. */
export function nowIso(): string {
  return new Date().toISOString();
}
