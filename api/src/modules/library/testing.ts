import type {
  FavouriteKind,
  PlaylistCreateRequest,
  PlaylistEntry,
  PlaylistRemoveItemsRequest,
  PlaylistReorderRequest,
  PlaylistUpdateRequest,
} from '@kora/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/connection';
import type { TestApp, TestSession } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Tests: the library's calls as one caller (null: a visitor) sends them. */
export class LibraryCaller {
  constructor(
    private readonly t: Pick<TestApp, 'app'>,
    readonly session: TestSession | null,
  ) {}

  send(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> {
    return this.t.app.inject({ method, url, headers: this.session?.headers, ...(payload && { payload }) });
  }

  myPlaylists = () => this.send('GET', '/api/me/playlists');
  createPlaylist = (body: PlaylistCreateRequest) => this.send('POST', '/api/playlists', body);
  playlist = (id: number) => this.send('GET', `/api/playlists/${id}`);
  updatePlaylist = (id: number, body: PlaylistUpdateRequest) => this.send('PUT', `/api/playlists/${id}`, body);
  deletePlaylist = (id: number) => this.send('DELETE', `/api/playlists/${id}`);
  addItems = (id: number, items: PlaylistEntry[], position?: number) =>
    this.send('POST', `/api/playlists/${id}/items`, { items, ...(position !== undefined && { position }) });
  reorder = (id: number, body: PlaylistReorderRequest) => this.send('PUT', `/api/playlists/${id}/items`, body);
  removeItems = (id: number, body: PlaylistRemoveItemsRequest) =>
    this.send('DELETE', `/api/playlists/${id}/items`, body);

  favourites = (kind?: FavouriteKind) => this.send('GET', `/api/me/favorites${kind ? `?kind=${kind}` : ''}`);
  keep = (kind: FavouriteKind, id: number) => this.send('PUT', `/api/me/favorites/${kind}/${id}`);
  drop = (kind: FavouriteKind, id: number) => this.send('DELETE', `/api/me/favorites/${kind}/${id}`);
  importFavourites = (items: Array<{ kind: FavouriteKind; id: number }>) =>
    this.send('POST', '/api/me/favorites/import', { items });
  follow = (artistId: number) => this.send('PUT', `/api/me/following/artists/${artistId}`);
  unfollow = (artistId: number) => this.send('DELETE', `/api/me/following/artists/${artistId}`);
  followed = () => this.send('GET', '/api/me/following/artists');
  like = (trackId: number) => this.send('PUT', `/api/me/likes/tracks/${trackId}`);
  unlike = (trackId: number) => this.send('DELETE', `/api/me/likes/tracks/${trackId}`);
  liked = () => this.send('GET', '/api/me/likes/tracks');
  usage = () => this.send('GET', '/api/subscription/usage-stats');

  /** Creates a playlist, expecting 201; its id and snapshot id. */
  async newPlaylist(name: string, extra: Omit<PlaylistCreateRequest, 'name'> = {}) {
    const response = await this.createPlaylist({ name, ...extra });
    if (response.statusCode !== 201) throw new Error(`create playlist: ${response.statusCode} ${response.body}`);
    return response.json<{ id: number; snapshotId: string }>();
  }

  /** The titles of a playlist's items, in order, as its owner reads them. */
  async titles(id: number): Promise<string[]> {
    const response = await this.playlist(id);
    if (response.statusCode !== 200) throw new Error(`playlist: ${response.statusCode} ${response.body}`);
    return response.json<{ items: Array<{ title: string }> }>().items.map((item) => item.title);
  }
}

/** Tests: the favourites of a user written straight to the database, for limits far above a handful. */
export async function fillFavourites(db: Db, userId: number, count: number, kind: FavouriteKind = 'releases') {
  const createdAt = new Date(Date.now() - 86_400_000).toISOString();
  for (let start = 0; start < count; start += 500) {
    await db
      .insertInto('favourites')
      .values(
        Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
          user_id: userId,
          kind,
          item_id: 900_000 + start + i,
          title: `Favori ${start + i + 1}`,
          created_at: createdAt,
        })),
      )
      .execute();
  }
}

/** Tests: the followers and likes counts that would be right for the favourites stored, where they differ from the kept ones. */
export async function countsOutOfStep(db: Db): Promise<string[]> {
  const wrong: string[] = [];
  const favourites = await db.selectFrom('favourites').select(['user_id', 'kind', 'item_id']).execute();
  const tracks = new Map(
    (await db.selectFrom('tracks').select(['id', 'release_id']).execute()).map((row) => [row.id, row.release_id]),
  );
  for (const artist of await db.selectFrom('artists').select(['id', 'followers']).execute()) {
    const expected = favourites.filter((f) => f.kind === 'artists' && f.item_id === artist.id).length;
    if (expected !== artist.followers)
      wrong.push(`artist ${artist.id}: ${artist.followers} followers, ${expected} follow`);
  }
  for (const release of await db.selectFrom('releases').select(['id', 'likes']).execute()) {
    const users = new Set(
      favourites
        .filter(
          (f) =>
            (f.kind === 'releases' && f.item_id === release.id) ||
            (f.kind === 'tracks' && tracks.get(f.item_id) === release.id),
        )
        .map((f) => f.user_id),
    );
    if (users.size !== release.likes)
      wrong.push(`release ${release.id}: ${release.likes} likes, ${users.size} like it`);
  }
  return wrong;
}
