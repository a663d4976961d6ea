import type { SearchType } from './search-types';
import { DOCUMENT_COLUMNS, sourceView } from './documents';

export type RowEvent = 'insert' | 'update' | 'delete';

/**
 * The changed rows' values of a column, as a SELECT: `SELECT NEW.artist_id` in a SQLite row trigger,
 * `SELECT artist_id FROM new_rows` in a PostgreSQL statement trigger.
 */
export type ChangedValues = (column: string) => string;

/**
 * Which documents a change to a table touches. `document`: they are rebuilt from their view (or
 * leave the index when the view no longer has them: unpublished, deleted); `popularity`: only their
 * tie-break counter is read again, so a play or a sale does not rewrite the full-text index.
 */
export interface FollowRule {
  table: string;
  refresh: 'document' | 'popularity';
  on: readonly RowEvent[];
  /** The columns whose update fires the rule (a row's `id` never changes). */
  columns: readonly string[];
  /** The documents touched, as a SELECT of their ids from the changed rows. */
  documents: ReadonlyArray<{ type: SearchType; ids: (changed: ChangedValues) => string }>;
}

const ROW_EVENTS: readonly RowEvent[] = ['insert', 'update', 'delete'];
const itself = (changed: ChangedValues) => changed('id');
const column = (name: string) => (changed: ChangedValues) => changed(name);

export const FOLLOW_RULES: readonly FollowRule[] = [
  {
    table: 'artists',
    refresh: 'document',
    on: ROW_EVENTS,
    columns: ['name', 'bio', 'real_name', 'image'],
    documents: [
      { type: 'artists', ids: itself },
      { type: 'releases', ids: (changed) => `SELECT id FROM releases WHERE artist_id IN (${changed('id')})` },
      {
        type: 'tracks',
        ids: (changed) =>
          `SELECT tr.id FROM tracks tr JOIN releases r ON r.id = tr.release_id WHERE r.artist_id IN (${changed('id')})`,
      },
      { type: 'events', ids: (changed) => `SELECT id FROM events WHERE artist_id IN (${changed('id')})` },
      { type: 'products', ids: (changed) => `SELECT id FROM products WHERE artist_id IN (${changed('id')})` },
    ],
  },
  {
    table: 'artists',
    refresh: 'popularity',
    on: ['update'],
    columns: ['followers'],
    documents: [{ type: 'artists', ids: itself }],
  },
  {
    table: 'releases',
    refresh: 'document',
    on: ROW_EVENTS,
    columns: [
      'title',
      'status',
      'artist_id',
      'cover',
      'genre',
      'description',
      'about_title',
      'about_content1',
      'about_content2',
    ],
    documents: [
      { type: 'releases', ids: itself },
      { type: 'tracks', ids: (changed) => `SELECT id FROM tracks WHERE release_id IN (${changed('id')})` },
      { type: 'artists', ids: column('artist_id') },
    ],
  },
  {
    table: 'releases',
    refresh: 'popularity',
    on: ['update'],
    columns: ['plays_count'],
    documents: [{ type: 'releases', ids: itself }],
  },
  {
    table: 'tracks',
    refresh: 'document',
    on: ROW_EVENTS,
    columns: ['title', 'release_id'],
    documents: [{ type: 'tracks', ids: itself }],
  },
  {
    table: 'tracks',
    refresh: 'popularity',
    on: ['update'],
    columns: ['plays_count'],
    documents: [{ type: 'tracks', ids: itself }],
  },
  {
    table: 'events',
    refresh: 'document',
    on: ROW_EVENTS,
    columns: [
      'title',
      'status',
      'description',
      'type',
      'starts_at',
      'venue_name',
      'address',
      'city',
      'country',
      'image',
      'artist_id',
    ],
    documents: [{ type: 'events', ids: itself }],
  },
  {
    table: 'ticket_types',
    refresh: 'popularity',
    on: ROW_EVENTS,
    columns: ['sold_count', 'event_id'],
    documents: [{ type: 'events', ids: column('event_id') }],
  },
  {
    table: 'products',
    refresh: 'document',
    on: ROW_EVENTS,
    columns: ['name', 'description', 'category', 'artist_id'],
    documents: [{ type: 'products', ids: itself }],
  },
  {
    table: 'products',
    refresh: 'popularity',
    on: ['update'],
    columns: ['sold_count'],
    documents: [{ type: 'products', ids: itself }],
  },
  {
    table: 'product_images',
    refresh: 'document',
    on: ROW_EVENTS,
    columns: ['path', 'position', 'product_id'],
    documents: [{ type: 'products', ids: column('product_id') }],
  },
  {
    table: 'podcasts',
    refresh: 'document',
    on: ROW_EVENTS,
    columns: ['title', 'description', 'cover_image', 'status'],
    documents: [
      { type: 'podcasts', ids: itself },
      { type: 'episodes', ids: (changed) => `SELECT id FROM episodes WHERE podcast_id IN (${changed('id')})` },
    ],
  },
  {
    table: 'episodes',
    refresh: 'document',
    on: ROW_EVENTS,
    columns: ['title', 'description', 'cover_image', 'status', 'host_name', 'podcast_id'],
    documents: [
      { type: 'episodes', ids: itself },
      { type: 'podcasts', ids: column('podcast_id') },
    ],
  },
  {
    table: 'episodes',
    refresh: 'popularity',
    on: ['update'],
    columns: ['viewers'],
    documents: [
      { type: 'episodes', ids: itself },
      { type: 'podcasts', ids: column('podcast_id') },
    ],
  },
  {
    table: 'articles',
    refresh: 'document',
    on: ROW_EVENTS,
    columns: ['title', 'category', 'excerpt', 'image', 'published_at'],
    documents: [{ type: 'articles', ids: itself }],
  },
  {
    table: 'comments',
    refresh: 'popularity',
    on: ROW_EVENTS,
    columns: ['hidden_at', 'article_id'],
    documents: [{ type: 'articles', ids: column('article_id') }],
  },
];

const columnList = DOCUMENT_COLUMNS.join(', ');
const UPSERTED = DOCUMENT_COLUMNS.filter((column) => column !== 'type' && column !== 'item_id')
  .map((column) => `${column} = excluded.${column}`)
  .join(', ');

/** Copies the documents of `type` whose ids `ids` selects from their view into the index. */
export function insertDocuments(type: SearchType, ids?: string): string {
  const where = ids ? ` WHERE item_id IN (${ids})` : '';
  return `INSERT INTO search_documents (${columnList}) SELECT ${columnList} FROM ${sourceView(type)}${where};`;
}

/**
 * The statements a rule runs for the documents its changed rows touch. Documents are upserted rather
 * than deleted and inserted again, so two writes touching one document at once wait for each other
 * instead of colliding on its key. With `lockFirst` (PostgreSQL, where writers run side by side), the
 * documents are locked before they are read from their view: a write waiting on another's document
 * then reads what the other committed rather than what was there when it started.
 */
export function refreshStatements(rule: FollowRule, changed: ChangedValues, lockFirst = false): string[] {
  return rule.documents.flatMap(({ type, ids }) => {
    const touched = `type = '${type}' AND item_id IN (${ids(changed)})`;
    if (rule.refresh === 'popularity') {
      return [
        `UPDATE search_documents SET popularity = coalesce((SELECT s.popularity FROM ${sourceView(type)} s WHERE s.item_id = search_documents.item_id), 0) WHERE ${touched};`,
      ];
    }
    return [
      ...(lockFirst ? [`SELECT id FROM search_documents WHERE ${touched} FOR UPDATE;`] : []),
      `DELETE FROM search_documents WHERE ${touched} AND item_id NOT IN (SELECT item_id FROM ${sourceView(type)} WHERE item_id IN (${ids(changed)}));`,
      `${insertDocuments(type, ids(changed)).replace(/;$/, '')} ON CONFLICT (type, item_id) DO UPDATE SET ${UPSERTED};`,
    ];
  });
}

/** The name of a rule's trigger for one event (and, on PostgreSQL, of its function). */
export function triggerName(rule: FollowRule, event: RowEvent): string {
  return `search_follows_${rule.table}_${rule.refresh}_${event}`;
}
