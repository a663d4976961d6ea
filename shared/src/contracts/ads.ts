/**
 * Audio spots for listeners whose plan has `audioPlayback.withAds` (visitors and Free): campaigns, the
 * spot a player plays between two tracks, and a campaign's figures for staff.
 *
 * Who listens: a signed-in listener is their account; a visitor is their device, named by the header
 * `X-Kora-Device` (a random id of 16 to 64 letters, digits, `-` or `_` the player keeps on the device).
 * The same header goes with the listens the player reports (`POST /api/track/{id}/listen`), which are
 * what makes a spot due. Without it, a visitor's listens are not counted and no spot is served to them.
 */

import { Type, type Static } from 'typebox';
import { MediaUrlSchema, Nullable } from './schema-kit';

/** Languages a campaign may speak; a listener's is the first of these in `Accept-Language`, else French. */
export const AD_LANGUAGES = ['fr', 'en', 'es'] as const;
export const AdLanguageSchema = Type.Enum(AD_LANGUAGES);
export type AdLanguage = Static<typeof AdLanguageSchema>;

/** A spot lasts at most this long. */
export const AD_SPOT_MAX_SECONDS = 30;

/** A spot is due after this many tracks or this much listening since the last one, whichever comes first. */
export const AD_DUE_AFTER = { tracks: 3, seconds: 15 * 60 } as const;

export const AD_DEVICE_PATTERN = '^[A-Za-z0-9_-]{16,64}$';

/** The device that listens, for a visitor (ignored for a signed-in listener). */
export const AdListenerHeadersSchema = Type.Object({
  'x-kora-device': Type.Optional(Type.String({ pattern: AD_DEVICE_PATTERN })),
});
export type AdListenerHeaders = Static<typeof AdListenerHeadersSchema>;

const ServingIdSchema = Type.String({
  pattern: '^[a-f0-9]{32}$',
  description: 'The serving the spot came with: sent back with its impression and its click.',
});

/** `GET /api/ads/next` when a spot is due: what the player plays, shows and links to. */
export const AdSpotSchema = Type.Object({
  id: Type.Integer({ description: 'The campaign.' }),
  servingId: ServingIdSchema,
  title: Type.String(),
  audioUrl: Type.String(),
  duration: Type.Integer({ minimum: 1, maximum: AD_SPOT_MAX_SECONDS, description: 'Seconds.' }),
  imageUrl: MediaUrlSchema,
  link: Type.String({ description: 'A path of the site, or an address elsewhere.' }),
});
export type AdSpot = Static<typeof AdSpotSchema>;

/** `POST /api/ads/{id}/impressions` and `/clicks`: the serving of that campaign to this listener. */
export const AdServingRequestSchema = Type.Object({ servingId: ServingIdSchema }, { additionalProperties: false });
export type AdServingRequest = Static<typeof AdServingRequestSchema>;

/** `counted` is false when the same serving was already counted: each counts once. */
export const AdCountedSchema = Type.Object({ counted: Type.Boolean() });
export type AdCounted = Static<typeof AdCountedSchema>;

const DaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A UTC day, YYYY-MM-DD.' });

/** A campaign as staff see it. */
export const AdCampaignSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  audioUrl: Type.String(),
  duration: Type.Integer({ description: 'Seconds.' }),
  imageUrl: Nullable(Type.String()),
  link: Type.String(),
  languages: Type.Array(AdLanguageSchema),
  startsOn: DaySchema,
  endsOn: Type.String({ description: 'The last day it runs (UTC), included.' }),
  weight: Type.Integer({ minimum: 1, description: 'Its share among the campaigns that may be served.' }),
  dailyCap: Type.Integer({ minimum: 1, description: 'Servings per listener per day at most.' }),
});
export type AdCampaign = Static<typeof AdCampaignSchema>;

export const AdCampaignListSchema = Type.Array(AdCampaignSchema);
export type AdCampaignList = Static<typeof AdCampaignListSchema>;

const FiguresProperties = {
  impressions: Type.Integer({ description: 'Spots heard to the end.' }),
  listeners: Type.Integer({ description: 'Distinct listeners (accounts or devices) who heard it.' }),
  clicks: Type.Integer(),
};

/** `GET /api/ads/campaigns/{id}/stats`: its figures in all and per day served, newest day first. */
export const AdCampaignStatsSchema = Type.Object({
  campaign: AdCampaignSchema,
  total: Type.Object(FiguresProperties),
  days: Type.Array(Type.Object({ day: DaySchema, ...FiguresProperties })),
});
export type AdCampaignStats = Static<typeof AdCampaignStatsSchema>;
