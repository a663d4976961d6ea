import type { Ticket } from '@kora/shared/contracts';

export const isUpcoming = (ticket: Ticket, now: number) => Date.parse(ticket.eventDatetime) >= now;

/** Tickets of upcoming events (soonest first), then of past ones (latest first). */
export function inShowOrder(tickets: readonly Ticket[], now: number): { upcoming: Ticket[]; past: Ticket[] } {
  const byDate = (a: Ticket, b: Ticket) => Date.parse(a.eventDatetime) - Date.parse(b.eventDatetime) || a.id - b.id;
  const upcoming = tickets.filter((ticket) => isUpcoming(ticket, now)).sort(byDate);
  const past = tickets.filter((ticket) => !isUpcoming(ticket, now)).sort((a, b) => byDate(b, a));
  return { upcoming, past };
}
