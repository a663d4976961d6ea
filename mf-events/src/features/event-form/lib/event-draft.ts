import type { CurrencyCode, EventType, EventWriteRequest, KoraEvent } from '@kora/shared/contracts';
import { LOCATION_PARTS, type LocationPart } from './event-limits';

/** A ticket type as typed in the form: numbers stay text until the form is sent. */
export interface TicketTypeDraft {
  /** Keeps each ticket type's fields in place while others are added or removed. */
  key: number;
  name: string;
  description: string;
  price: string;
  currency: CurrencyCode;
  quantity: string;
  vip: boolean;
}

/** The event as typed in the form. */
export interface EventDraft {
  title: string;
  description: string;
  type: EventType;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  location: Record<LocationPart, string>;
  isFree: boolean;
  ticketTypes: TicketTypeDraft[];
  /** The image the event already has (edit), sent back unchanged. */
  imageUrl: string | null;
}

let nextKey = 1;

export function emptyTicketType(currency: CurrencyCode = 'EUR'): TicketTypeDraft {
  return { key: nextKey++, name: '', description: '', price: '', currency, quantity: '', vip: false };
}

export function emptyDraft(currency: CurrencyCode = 'EUR'): EventDraft {
  return {
    title: '',
    description: '',
    type: 'concert',
    startDate: '',
    startTime: '',
    endDate: '',
    endTime: '',
    location: { name: '', address: '', city: '', postalCode: '', country: '' },
    isFree: false,
    ticketTypes: [emptyTicketType(currency)],
    imageUrl: null,
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as the date and time inputs show it, in the organiser's own time zone. */
function localParts(iso: string | null): { date: string; time: string } {
  const instant = iso ? new Date(iso) : null;
  if (!instant || Number.isNaN(instant.getTime())) return { date: '', time: '' };
  return {
    date: `${instant.getFullYear()}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}`,
    time: `${twoDigits(instant.getHours())}:${twoDigits(instant.getMinutes())}`,
  };
}

/** The date and time inputs' values as one instant (ISO-8601, UTC); null when either is empty or invalid. */
export function toInstant(date: string, time: string): string | null {
  if (!date || !time) return null;
  // Without an offset, a date-time string is read in the browser's time zone: the organiser's.
  const instant = new Date(`${date}T${time}`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

export function draftFromEvent(event: KoraEvent): EventDraft {
  const start = localParts(event.datetime);
  const end = localParts(event.endDatetime);
  return {
    title: event.title,
    description: event.description ?? '',
    type: event.type,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    location: Object.fromEntries(LOCATION_PARTS.map((part) => [part, event.location[part] ?? ''])) as Record<
      LocationPart,
      string
    >,
    isFree: event.isFree,
    ticketTypes:
      event.ticketTypes.length > 0
        ? event.ticketTypes.map((type) => ({
            key: nextKey++,
            name: type.name,
            description: type.description ?? '',
            price: String(type.price),
            currency: type.currency,
            quantity: String(type.quantity),
            vip: type.vip,
          }))
        : [emptyTicketType()],
    imageUrl: event.imageUrl,
  };
}

const textOrNull = (value: string) => value.trim() || null;

/** The request body of a draft the form has already checked. */
export function toRequest(draft: EventDraft): EventWriteRequest {
  return {
    title: draft.title.trim(),
    description: textOrNull(draft.description),
    type: draft.type,
    datetime: toInstant(draft.startDate, draft.startTime) ?? '',
    endDatetime: toInstant(draft.endDate, draft.endTime),
    location: {
      name: textOrNull(draft.location.name),
      address: textOrNull(draft.location.address),
      city: draft.location.city.trim(),
      postalCode: textOrNull(draft.location.postalCode),
      country: textOrNull(draft.location.country),
    },
    isFree: draft.isFree,
    imageUrl: draft.imageUrl,
    ticketTypes: draft.ticketTypes.map((type) => ({
      name: type.name.trim(),
      description: textOrNull(type.description),
      price: draft.isFree ? 0 : Number(type.price),
      currency: type.currency,
      quantity: Number(type.quantity),
      vip: type.vip,
    })),
  };
}
