import type { APIRequestContext } from '@playwright/test';
import { PNG } from 'pngjs';
import { ORIGINS } from './site';

/** The demo artist, who organises the demo events (api/src/db/seed). */
export const DEMO_ORGANIZER = { username: 'lina.duval', password: 'Artiste2025' };

interface EventTicketType {
  id: number;
  name: string;
  price: number;
}
export interface EventOnSale {
  id: number;
  title: string;
  ticketTypes: EventTicketType[];
}

/** A published demo event, found by its exact title, with its ticket types (its own read carries them). */
export async function publishedEvent(request: APIRequestContext, title: string): Promise<EventOnSale> {
  const response = await request.get(`${ORIGINS.api}/api/events`, { params: { search: title, limit: 10 } });
  const found = ((await response.json()) as Array<{ id: number; title: string }>).find(
    (candidate) => candidate.title === title,
  );
  if (!found) throw new Error(`no published event '${title}'`);
  return (await (await request.get(`${ORIGINS.api}/api/events/${found.id}`)).json()) as EventOnSale;
}

/** The bearer token of an account, signed in through the API. */
export async function tokenOf(request: APIRequestContext, account: { username: string; password: string }) {
  const response = await request.post(`${ORIGINS.api}/api/login_check`, { data: account });
  if (!response.ok()) throw new Error(`sign-in of ${account.username} failed: ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}

/** The ticket id a signed code carries (`KT1.<claims>.<signature>`, claims = [ticketId, eventId, …]). */
export function ticketIdOf(code: string): number {
  return (JSON.parse(Buffer.from(code.split('.')[1], 'base64url').toString('utf8')) as number[])[0];
}

/** A small real PNG, for an event's image. */
export function posterPng(): Buffer {
  const png = new PNG({ width: 64, height: 36 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([200, (i / 4) % 255, 90, 255], i);
  return PNG.sync.write(png);
}

/** A published event of the demo organiser with one ticket type at `price` euros, a month from now. */
export async function eventAtPrice(request: APIRequestContext, title: string, price: number): Promise<EventOnSale> {
  const headers = { authorization: `Bearer ${await tokenOf(request, DEMO_ORGANIZER)}` };
  const created = await request.post(`${ORIGINS.api}/api/events`, {
    headers,
    data: {
      title,
      type: 'showcase',
      datetime: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
      location: { name: 'Maison des jeunes', city: 'Abidjan', country: "Côte d'Ivoire" },
      isFree: false,
      ticketTypes: [{ name: 'Entrée', price, currency: 'EUR', quantity: 50 }],
    },
  });
  if (!created.ok()) throw new Error(`event not created: ${created.status()} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  const published = await request.post(`${ORIGINS.api}/api/events/${id}/publish`, { headers });
  if (!published.ok()) throw new Error(`event not published: ${published.status()}`);
  return (await (await request.get(`${ORIGINS.api}/api/events/${id}`)).json()) as EventOnSale;
}
