import { Type, type Static } from 'typebox';
import { ArtistSummarySchema, TrackSchema } from './catalogue';
import { ApiErrorBodySchema, MediaUrlSchema, Nullable } from './schema-kit';
import {
  FAVOURITES_IMPORT_MAX,
  PLAYLIST_ADD_MAX,
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_MAX_ITEMS,
  PLAYLIST_NAME_MAX,
} from './library-limits';
import { UsageCounterSchema } from './subscriptions';

export * from './library-limits';

/**
 * The listener's library: playlists, favourites, followed artists and liked tracks. Following an artist
 * is its favourite of kind `artists`, liking a track its favourite of kind `tracks`: the plan's
 * favourites limit counts them all together.
 */

/** What a playlist holds. */
export const PLAYLIST_ITEM_KINDS = ['track', 'episode'] as const;
export const PlaylistItemKindSchema = Type.Enum(PLAYLIST_ITEM_KINDS);
export type PlaylistItemKind = Static<typeof PlaylistItemKindSchema>;

/** What a listener may keep as a favourite (the path's `{kind}`). */
export const FAVOURITE_KINDS = ['releases', 'tracks', 'artists', 'podcasts', 'episodes'] as const;
export const FavouriteKindSchema = Type.Enum(FAVOURITE_KINDS);
export type FavouriteKind = Static<typeof FavouriteKindSchema>;

const SnapshotIdSchema = Type.String({
  minLength: 1,
  maxLength: 64,
  description: "The playlist's version: it changes with every change of its items.",
});

const PlaylistOwnerSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

const PlaylistSummaryProperties = {
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  public: Type.Boolean(),
  owner: PlaylistOwnerSchema,
  itemCount: Type.Integer(),
  duration: Type.Integer({ description: 'Total seconds of its items.' }),
  covers: Type.Array(Type.String(), { maxItems: 4, description: 'Covers of its first items, for a mosaic.' }),
  snapshotId: SnapshotIdSchema,
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/** `GET /api/me/playlists` items, `POST /api/playlists` and `PUT /api/playlists/{id}` answers. */
export const PlaylistSummarySchema = Type.Object(PlaylistSummaryProperties);
export type PlaylistSummary = Static<typeof PlaylistSummarySchema>;

/** One row of a playlist, in order. An item whose track or episode is no longer public stays, unavailable. */
export const PlaylistItemSchema = Type.Object({
  position: Type.Integer({ description: '0-based.' }),
  kind: PlaylistItemKindSchema,
  id: Type.Integer({ description: 'The track or episode id.' }),
  title: Type.String(),
  subtitle: Nullable(Type.String({ description: 'The artist, or the podcast of an episode.' })),
  cover: MediaUrlSchema,
  duration: Type.Integer({ description: 'Seconds.' }),
  audioUrl: MediaUrlSchema,
  link: Nullable(Type.String({ description: 'Site path: /release/{id} or /episode/{id}; null when unavailable.' })),
  available: Type.Boolean({ description: 'False once the track or episode is unpublished or deleted.' }),
  addedAt: Type.String(),
});
export type PlaylistItem = Static<typeof PlaylistItemSchema>;

/** `GET /api/playlists/{id}` */
export const PlaylistDetailSchema = Type.Object({
  ...PlaylistSummaryProperties,
  owned: Type.Boolean({ description: 'The caller owns it (may edit it).' }),
  items: Type.Array(PlaylistItemSchema),
});
export type PlaylistDetail = Static<typeof PlaylistDetailSchema>;

export const PlaylistListSchema = Type.Array(PlaylistSummarySchema);

const PlaylistName = Type.String({ minLength: 1, maxLength: PLAYLIST_NAME_MAX, pattern: '\\S' });
const PlaylistDescription = Nullable(Type.String({ maxLength: PLAYLIST_DESCRIPTION_MAX }));

/** `POST /api/playlists` */
export const PlaylistCreateRequestSchema = Type.Object(
  {
    name: PlaylistName,
    description: Type.Optional(PlaylistDescription),
    public: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type PlaylistCreateRequest = Static<typeof PlaylistCreateRequestSchema>;

/** `PUT /api/playlists/{id}`: what changes. */
export const PlaylistUpdateRequestSchema = Type.Object(
  {
    name: Type.Optional(PlaylistName),
    description: Type.Optional(PlaylistDescription),
    public: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PlaylistUpdateRequest = Static<typeof PlaylistUpdateRequestSchema>;

const PlaylistEntrySchema = Type.Object(
  { kind: PlaylistItemKindSchema, id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type PlaylistEntry = Static<typeof PlaylistEntrySchema>;

/** `POST /api/playlists/{id}/items`: appended, or inserted at `position`. Concurrent adds all land. */
export const PlaylistAddItemsRequestSchema = Type.Object(
  {
    items: Type.Array(PlaylistEntrySchema, { minItems: 1, maxItems: PLAYLIST_ADD_MAX }),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: PLAYLIST_MAX_ITEMS })),
  },
  { additionalProperties: false },
);
export type PlaylistAddItemsRequest = Static<typeof PlaylistAddItemsRequestSchema>;

/** `PUT /api/playlists/{id}/items`: moves `rangeLength` items from `rangeStart` to before `insertBefore`. */
export const PlaylistReorderRequestSchema = Type.Object(
  {
    rangeStart: Type.Integer({ minimum: 0, maximum: PLAYLIST_MAX_ITEMS }),
    insertBefore: Type.Integer({ minimum: 0, maximum: PLAYLIST_MAX_ITEMS }),
    rangeLength: Type.Optional(Type.Integer({ minimum: 1, maximum: PLAYLIST_MAX_ITEMS, default: 1 })),
    snapshotId: SnapshotIdSchema,
  },
  { additionalProperties: false },
);
export type PlaylistReorderRequest = Static<typeof PlaylistReorderRequestSchema>;

/**
 * `DELETE /api/playlists/{id}/items`: every occurrence of each item, or only the one at `position`
 * (then `snapshotId` is required, so the position means what the caller saw).
 */
export const PlaylistRemoveItemsRequestSchema = Type.Object(
  {
    items: Type.Array(
      Type.Object(
        {
          kind: PlaylistItemKindSchema,
          id: Type.Integer({ minimum: 1 }),
          position: Type.Optional(Type.Integer({ minimum: 0, maximum: PLAYLIST_MAX_ITEMS })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: PLAYLIST_ADD_MAX },
    ),
    snapshotId: Type.Optional(SnapshotIdSchema),
  },
  { additionalProperties: false },
);
export type PlaylistRemoveItemsRequest = Static<typeof PlaylistRemoveItemsRequestSchema>;

/** What every change of a playlist's items answers. */
export const PlaylistSnapshotSchema = Type.Object({ snapshotId: SnapshotIdSchema });
export type PlaylistSnapshot = Static<typeof PlaylistSnapshotSchema>;

/** 412: the change was made against an older version; nothing was applied. */
export const StaleSnapshotSchema = Type.Object({
  ...ApiErrorBodySchema.properties,
  snapshotId: SnapshotIdSchema,
});
export type StaleSnapshot = Static<typeof StaleSnapshotSchema>;

/** `/api/me/favorites/{kind}/{id}` */
export const FavouriteParamsSchema = Type.Object({ kind: FavouriteKindSchema, id: Type.Integer({ minimum: 1 }) });

/** `GET /api/me/favorites?kind=` */
export const FavouritesQuerySchema = Type.Object({ kind: Type.Optional(FavouriteKindSchema) });

/** One favourite, newest first. */
export const FavouriteSchema = Type.Object({
  kind: FavouriteKindSchema,
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Nullable(Type.String()),
  cover: MediaUrlSchema,
  link: Nullable(Type.String({ description: 'Site path; null once the item is no longer public.' })),
  available: Type.Boolean(),
  addedAt: Type.String(),
});
export type Favourite = Static<typeof FavouriteSchema>;
export const FavouriteListSchema = Type.Array(FavouriteSchema);

/** What a favourite, a follow or a like answers: the state and the plan's counter after it. */
export const FavouriteChangeSchema = Type.Object({
  kind: FavouriteKindSchema,
  id: Type.Integer(),
  favourite: Type.Boolean(),
  usage: UsageCounterSchema,
});
export type FavouriteChange = Static<typeof FavouriteChangeSchema>;

/** `POST /api/me/favorites/import`: a visitor's device favourites, brought to the account at sign-in. */
export const FavouritesImportRequestSchema = Type.Object(
  {
    items: Type.Array(
      Type.Object({ kind: FavouriteKindSchema, id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
      { minItems: 1, maxItems: FAVOURITES_IMPORT_MAX },
    ),
  },
  { additionalProperties: false },
);
export type FavouritesImportRequest = Static<typeof FavouritesImportRequestSchema>;

export const FavouritesImportResultSchema = Type.Object({
  added: Type.Integer(),
  alreadyThere: Type.Integer(),
  overLimit: Type.Integer({ description: 'Left out: the plan’s favourites limit was reached.' }),
  unknown: Type.Integer({ description: 'Left out: no such public item.' }),
  usage: UsageCounterSchema,
});
export type FavouritesImportResult = Static<typeof FavouritesImportResultSchema>;

/** `GET /api/me/following/artists` */
export const FollowedArtistListSchema = Type.Array(ArtistSummarySchema);

/** `GET /api/me/likes/tracks`: playable rows, newest like first. */
export const LikedTrackListSchema = Type.Array(TrackSchema);
