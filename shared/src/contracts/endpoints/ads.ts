import type { Endpoint } from './endpoint';

/**
 * Audio spots between tracks for the plans with ads (visitors and Free), and campaign figures for staff.
 * A visitor is known by the device id the player sends in this header, with its listens too.
 */
export const AD_DEVICE_HEADER = 'X-Kora-Device';

export const nextAdSpot = {
  area: 'ads',
  method: 'GET',
  path: '/ads/next',
  summary:
    'The spot to play before the next track, when one is due (after 3 tracks or 15 minutes of listening since the last); 204 otherwise, and always for a plan without ads',
  access: 'visitor',
  personal: true,
  schema: (s) => ({
    headers: s.AdListenerHeadersSchema,
    response: s.AdSpotSchema,
    otherResponses: { 204: s.Type.Null({ description: 'No spot is due' }) },
  }),
} as const satisfies Endpoint;

export const recordAdImpression = {
  area: 'ads',
  method: 'POST',
  path: '/ads/:id/impressions',
  summary: 'Counts a spot heard to the end, once per serving (409 before it could have been heard whole)',
  access: 'visitor',
  personal: true,
  owner: 'the listener it was served to (another listener’s serving is 404)',
  errors: [404, 409],
  schema: (s) => ({
    params: s.IdParamsSchema,
    headers: s.AdListenerHeadersSchema,
    body: s.AdServingRequestSchema,
    response: s.AdCountedSchema,
  }),
} as const satisfies Endpoint;

export const recordAdClick = {
  area: 'ads',
  method: 'POST',
  path: '/ads/:id/clicks',
  summary: 'Counts a click on a served spot’s link, once per serving',
  access: 'visitor',
  personal: true,
  owner: 'the listener it was served to (another listener’s serving is 404)',
  errors: [404],
  schema: (s) => ({
    params: s.IdParamsSchema,
    headers: s.AdListenerHeadersSchema,
    body: s.AdServingRequestSchema,
    response: s.AdCountedSchema,
  }),
} as const satisfies Endpoint;

export const listAdCampaigns = {
  area: 'ads',
  method: 'GET',
  path: '/ads/campaigns',
  summary: 'Every campaign, the latest to start first (staff)',
  access: 'user',
  role: 'ROLE_ADMIN',
  schema: (s) => ({ response: s.AdCampaignListSchema }),
} as const satisfies Endpoint;

export const adCampaignStats = {
  area: 'ads',
  method: 'GET',
  path: '/ads/campaigns/:id/stats',
  summary: 'A campaign’s impressions, distinct listeners and clicks, in all and per day (staff)',
  access: 'user',
  role: 'ROLE_ADMIN',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.AdCampaignStatsSchema }),
} as const satisfies Endpoint;
