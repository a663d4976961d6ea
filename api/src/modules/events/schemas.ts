import { bool, int, nullableInt, nullableStr, priceProperties, str } from '../../http/schemas';

export const EVENT_TYPES = ['concert', 'festival', 'showcase', 'workshop', 'conference'] as const;

export const ticketTypeSchema = {
  type: 'object',
  properties: {
    id: int,
    name: str,
    description: nullableStr,
    quantity: int,
    soldCount: int,
    remaining: int,
    ...priceProperties,
  },
} as const;

export const eventSchema = {
  type: 'object',
  properties: {
    id: int,
    title: str,
    description: nullableStr,
    type: str,
    status: str,
    datetime: str,
    endDatetime: nullableStr,
    location: {
      type: 'object',
      properties: {
        name: nullableStr,
        address: nullableStr,
        city: nullableStr,
        postalCode: nullableStr,
        country: nullableStr,
      },
    },
    address: str,
    isFree: bool,
    soldOut: bool,
    imageUrl: nullableStr,
    ticketTypes: { type: 'array', items: ticketTypeSchema },
    artistId: nullableInt,
    createdAt: str,
  },
} as const;
