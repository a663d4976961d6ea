import { Type, type Static } from 'typebox';
import { PlanNameSchema } from './plans';
import { Nullable } from './schema-kit';

/**
 * Listening offline (platform.md §6 'Offline mode'): what the signed-in listener may keep on the device,
 * what a saved release, playlist or episode downloads, and the listens made while offline.
 */

/** The rights to play saved copies hold this long after the API last confirmed them; then the copies lock. */
export const OFFLINE_RIGHTS_DAYS = 30;
/** Listens sent in one batch when the network returns. */
export const OFFLINE_LISTENS_MAX = 500;
/** A listen made offline is counted when it arrives within this many days. */
export const OFFLINE_LISTEN_MAX_AGE_DAYS = 30;

export const OFFLINE_PACKAGE_KINDS = ['release', 'playlist', 'episode'] as const;
export const OfflinePackageKindSchema = Type.Enum(OFFLINE_PACKAGE_KINDS);
export type OfflinePackageKind = Static<typeof OfflinePackageKindSchema>;

export const OfflineRightsSchema = Type.Object(
  {
    username: Type.String(),
    plan: PlanNameSchema,
    offlineMode: Type.Boolean({ description: 'The plan includes listening offline (Starter, Premium).' }),
    checkedAt: Type.String({ description: 'When the API confirmed these rights (ISO 8601).' }),
    recheckBefore: Type.String({
      description: `checkedAt + ${OFFLINE_RIGHTS_DAYS} days: past it, saved copies lock until the rights are confirmed again.`,
    }),
    purchasedTrackIds: Type.Array(Type.Integer(), {
      description: 'Tracks the listener bought: playable offline on every plan.',
    }),
  },
  { $id: 'OfflineRights' },
);
export type OfflineRights = Static<typeof OfflineRightsSchema>;

export const OfflinePackageParamsSchema = Type.Object({
  kind: OfflinePackageKindSchema,
  id: Type.Integer({ minimum: 1 }),
});

export const OfflineFileSchema = Type.Object({
  playerId: Type.String({ description: 'The player’s id of the item: "track:12" or "episode:3".' }),
  trackId: Nullable(Type.Integer()),
  episodeId: Nullable(Type.Integer()),
  title: Type.String(),
  artist: Type.String(),
  cover: Nullable(Type.String()),
  audioUrl: Type.String({ description: 'The 128 kbps listening copy (never the master).' }),
  duration: Type.Integer({ description: 'Seconds.' }),
  bytes: Type.Integer({ description: 'Size of the listening copy (estimated at 128 kbps when not made yet).' }),
  purchased: Type.Boolean({ description: 'The listener bought it: it stays playable offline on every plan.' }),
});
export type OfflineFile = Static<typeof OfflineFileSchema>;

export const OfflinePackageSchema = Type.Object(
  {
    kind: OfflinePackageKindSchema,
    id: Type.Integer(),
    title: Type.String(),
    subtitle: Type.String({ description: 'The artist, the playlist’s owner or the podcast.' }),
    cover: Nullable(Type.String()),
    link: Type.String({ description: 'Site path of the item, e.g. "/release/12".' }),
    files: Type.Array(OfflineFileSchema, { description: 'Only what the listener may keep offline.' }),
    bytes: Type.Integer({ description: 'The files’ total size.' }),
  },
  { $id: 'OfflinePackage' },
);
export type OfflinePackage = Static<typeof OfflinePackageSchema>;

export const OfflineListenSchema = Type.Object({
  id: Type.String({
    pattern: '^[A-Za-z0-9-]{8,64}$',
    description: 'Made by the device for this listen: the same id sent twice counts once.',
  }),
  trackId: Type.Integer({ minimum: 1 }),
  playedAt: Type.String({ format: 'date-time' }),
});
export type OfflineListen = Static<typeof OfflineListenSchema>;

export const OfflineListensRequestSchema = Type.Object({
  listens: Type.Array(OfflineListenSchema, { minItems: 1, maxItems: OFFLINE_LISTENS_MAX }),
});
export type OfflineListensRequest = Static<typeof OfflineListensRequestSchema>;

export const OfflineListensResultSchema = Type.Object({
  recorded: Type.Integer({ description: 'Listens counted now.' }),
  alreadyRecorded: Type.Integer({ description: 'Listens sent before (same id): not counted again.' }),
  refused: Type.Integer({ description: 'Unknown or unpublished tracks, or listens too old or in the future.' }),
});
export type OfflineListensResult = Static<typeof OfflineListensResultSchema>;
