import type { SearchHit, SearchResponse, SearchSuggestResponse, SearchType } from '@kora/shared/contracts';
import { artistSlug } from '@kora/shared/format';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { insertUser } from '../../test/test-app';
import { nameKey } from '../catalogue/name-key';

const now = () => new Date().toISOString();

/** Tests: catalogue rows written straight to the database, as any module would write them. */
export class CatalogueRows {
  private organizerId: number | undefined;
  private users = 0;

  constructor(private readonly db: Db) {}

  async artist(name: string, { followers = 0, bio = null as string | null, realName = null as string | null } = {}) {
    const row = await this.db
      .insertInto('artists')
      .values({
        name,
        slug: artistSlug(name),
        name_key: nameKey(name),
        bio,
        real_name: realName,
        followers,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async release(
    artistId: number,
    title: string,
    {
      status = 'published' as 'published' | 'draft',
      plays = 0,
      description = null as string | null,
      tracks = [] as string[],
    } = {},
  ) {
    const row = await this.db
      .insertInto('releases')
      .values({
        artist_id: artistId,
        title,
        type: tracks.length > 1 ? 'album' : 'single',
        genre: 'Afrobeats',
        status,
        release_date: now(),
        cover: 'images/covers/test.png',
        price_minor: 199,
        currency: 'EUR',
        about_title: null,
        about_content1: null,
        about_content2: null,
        plays_count: plays,
        video_clip_id: null,
        episode_id: null,
        description,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const trackIds: number[] = [];
    for (const [index, track] of tracks.entries()) {
      const inserted = await this.db
        .insertInto('tracks')
        .values({
          release_id: row.id,
          position: index + 1,
          title: track,
          duration_seconds: 180,
          audio_file: null,
          price_minor: 99,
          currency: 'EUR',
          created_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      trackIds.push(inserted.id);
    }
    return { id: row.id, trackIds };
  }

  async event(
    title: string,
    {
      status = 'published' as 'published' | 'draft' | 'cancelled',
      city = 'Dakar',
      venue = 'Salle Kora',
      startsAt = '2030-06-21T20:00:00.000Z',
    } = {},
  ) {
    this.organizerId ??= await insertUser(this.db, 'organisatrice');
    const row = await this.db
      .insertInto('events')
      .values({
        organizer_id: this.organizerId,
        artist_id: null,
        title,
        description: null,
        type: 'concert',
        status,
        starts_at: startsAt,
        ends_at: null,
        venue_name: venue,
        address: null,
        city,
        postal_code: null,
        country: null,
        is_free: 0,
        image: null,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async product(
    name: string,
    { description = null as string | null, sold = 0, artistId = null as number | null } = {},
  ) {
    const row = await this.db
      .insertInto('products')
      .values({
        name,
        slug: artistSlug(name),
        description,
        category: 'Affiches',
        price_minor: 1500,
        currency: 'EUR',
        stock: 10,
        artist_id: artistId,
        featured: 0,
        sold_count: sold,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async podcast(title: string, { status = 'published' as 'published' | 'draft' | 'live' } = {}) {
    this.users += 1;
    const creatorId = await insertUser(this.db, `podcasteur${this.users}`);
    const row = await this.db
      .insertInto('podcasts')
      .values({
        creator_id: creatorId,
        title,
        description: null,
        cover_image: null,
        status,
        created_at: now(),
        updated_at: now(),
        published_at: status === 'draft' ? null : now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async episode(podcastId: number, title: string, { status = 'published' as 'published' | 'draft' | 'live' } = {}) {
    const row = await this.db
      .insertInto('episodes')
      .values({
        podcast_id: podcastId,
        title,
        description: null,
        audio_file: null,
        cover_image: null,
        duration_seconds: 600,
        status,
        host_name: 'Awa Ndiaye',
        created_at: now(),
        published_at: status === 'draft' ? null : now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async article(title: string, { published = true } = {}) {
    const row = await this.db
      .insertInto('articles')
      .values({
        author_id: null,
        title,
        slug: artistSlug(title),
        category: 'Actualités',
        excerpt: null,
        content: '<p>Texte</p>',
        image: null,
        created_at: now(),
        published_at: published ? now() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}

/** GET /api/search/suggest, answered 200. */
export async function suggest(app: FastifyInstance, q: string, limit?: number): Promise<SearchHit[]> {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const response = await app.inject({ method: 'GET', url: `/api/search/suggest?${query}` });
  if (response.statusCode !== 200) throw new Error(`suggest answered ${response.statusCode}: ${response.body}`);
  return response.json<SearchSuggestResponse>().items;
}

/** GET /api/search, answered 200. */
export async function search(
  app: FastifyInstance,
  q: string,
  {
    types = [] as SearchType[],
    limit = undefined as number | undefined,
    offset = undefined as number | undefined,
  } = {},
): Promise<SearchResponse> {
  const query = new URLSearchParams({ q });
  for (const type of types) query.append('types', type);
  if (limit !== undefined) query.set('limit', String(limit));
  if (offset !== undefined) query.set('offset', String(offset));
  const response = await app.inject({ method: 'GET', url: `/api/search?${query}` });
  if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}: ${response.body}`);
  return response.json<SearchResponse>();
}

/** The titles of a type's group. */
export function titlesOf(response: SearchResponse, type: SearchType): string[] {
  return response.groups.find((group) => group.type === type)?.items.map((item) => item.title) ?? [];
}

/** "type:title" of each suggestion, in order. */
export const labels = (hits: SearchHit[]) => hits.map((hit) => `${hit.type}:${hit.title}`);
