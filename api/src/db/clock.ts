/** What time it is; passed to jobs so tests can move time forward. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Current time as stored: ISO-8601 UTC text. */
export function nowIso(clock: Clock = systemClock): string {
  return clock().toISOString();
}
