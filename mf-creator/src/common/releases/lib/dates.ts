/** Today in the user's time zone as YYYY-MM-DD, the value of a date input. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The date part of an API date ('2026-11-12T09:00:00.000Z' → '2026-11-12'), for a date input. */
export const dateInputValue = (value: string): string => value.slice(0, 10);
