import type { SearchType } from './search-types';
import { withJoinedForms as joined, words, type SqlText } from './sql-text';

/**
 * What search finds of each kind, as one SELECT per type over the live tables: the only place that
 * says what a visitor may find (published things only, for everyone) and what each document holds.
 * Each becomes a view, search_source_<type>, that the triggers of follow-rules.ts copy rows from.
 *
 * title_terms, related_terms and body_terms are what is matched, in rank order (title, then artist,
 * place, podcast and the like, then descriptions); title and subtitle are what a result shows;
 * popularity breaks ties between equal matches.
 */
export const DOCUMENT_COLUMNS = [
  'type',
  'item_id',
  'title',
  'subtitle',
  'title_terms',
  'related_terms',
  'body_terms',
  'popularity',
  'image',
  'release_id',
  'starts_at',
  'title_key',
] as const;

export const sourceView = (type: SearchType) => `search_source_${type}`;

const PUBLIC_PODCAST = "IN ('published', 'live')";
const noText = 'CAST(NULL AS TEXT)';
const noId = 'CAST(NULL AS INTEGER)';

interface Document {
  itemId: string;
  title: string;
  subtitle: string;
  related: string;
  body: string;
  popularity: string;
  image: string;
  releaseId?: string;
  startsAt?: string;
  from: string;
}

function select(t: SqlText, type: SearchType, d: Document): string {
  return `SELECT '${type}' AS type, ${d.itemId} AS item_id, ${d.title} AS title, ${d.subtitle} AS subtitle,
  ${t.folded(joined(d.title))} AS title_terms,
  ${t.folded(d.related)} AS related_terms,
  ${t.folded(d.body)} AS body_terms,
  ${d.popularity} AS popularity, ${d.image} AS image, ${d.releaseId ?? noId} AS release_id,
  ${d.startsAt ?? noText} AS starts_at, ${t.key(d.title)} AS title_key
FROM ${d.from}`;
}

/** The SELECT behind each view. */
export function documentSources(t: SqlText): Record<SearchType, string> {
  return {
    // Every artist has a public page; the titles of their published releases find them too.
    artists: select(t, 'artists', {
      itemId: 'a.id',
      title: 'a.name',
      subtitle: 'a.bio',
      related: words(
        'a.bio',
        'a.real_name',
        `(SELECT ${t.aggregate(joined('r.title'))} FROM releases r WHERE r.artist_id = a.id AND r.status = 'published')`,
      ),
      body: noText,
      popularity: 'a.followers',
      image: 'a.image',
      from: 'artists a',
    }),
    releases: select(t, 'releases', {
      itemId: 'r.id',
      title: 'r.title',
      subtitle: 'a.name',
      related: words(joined('a.name'), 'r.genre'),
      body: words('r.description', 'r.about_title', 'r.about_content1', 'r.about_content2'),
      popularity: 'r.plays_count',
      image: 'r.cover',
      from: "releases r JOIN artists a ON a.id = r.artist_id WHERE r.status = 'published'",
    }),
    tracks: select(t, 'tracks', {
      itemId: 'tr.id',
      title: 'tr.title',
      subtitle: "CASE WHEN r.title = tr.title THEN a.name ELSE a.name || ' · ' || r.title END",
      related: words(joined('a.name'), joined('r.title')),
      body: noText,
      popularity: 'tr.plays_count',
      image: 'r.cover',
      releaseId: 'r.id',
      from: "tracks tr JOIN releases r ON r.id = tr.release_id JOIN artists a ON a.id = r.artist_id WHERE r.status = 'published'",
    }),
    // Drafts and cancelled events are left out; past ones stay findable, as on the events page.
    events: select(t, 'events', {
      itemId: 'e.id',
      title: 'e.title',
      subtitle:
        "CASE WHEN e.venue_name IS NOT NULL AND e.city IS NOT NULL THEN e.venue_name || ', ' || e.city ELSE coalesce(e.venue_name, e.city) END",
      related: words(joined('e.venue_name'), 'e.city', 'e.address', 'e.country', joined('ar.name'), 'e.type'),
      body: 'e.description',
      popularity: '(SELECT coalesce(sum(tt.sold_count), 0) FROM ticket_types tt WHERE tt.event_id = e.id)',
      image: 'e.image',
      startsAt: 'e.starts_at',
      from: "events e LEFT JOIN artists ar ON ar.id = e.artist_id WHERE e.status = 'published'",
    }),
    products: select(t, 'products', {
      itemId: 'p.id',
      title: 'p.name',
      subtitle: 'coalesce(ar.name, p.category)',
      related: words(joined('ar.name'), 'p.category'),
      body: 'p.description',
      popularity: 'p.sold_count',
      image: '(SELECT pi.path FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position, pi.id LIMIT 1)',
      from: 'products p LEFT JOIN artists ar ON ar.id = p.artist_id',
    }),
    podcasts: select(t, 'podcasts', {
      itemId: 'p.id',
      title: 'p.title',
      subtitle: 'p.host',
      related: joined('p.host'),
      body: 'p.description',
      popularity: `(SELECT coalesce(sum(e.viewers), 0) FROM episodes e WHERE e.podcast_id = p.id AND e.status ${PUBLIC_PODCAST})`,
      image: 'p.cover_image',
      from: `(SELECT podcasts.*, (SELECT e.host_name FROM episodes e WHERE e.podcast_id = podcasts.id AND e.status ${PUBLIC_PODCAST} ORDER BY e.id LIMIT 1) AS host
  FROM podcasts WHERE podcasts.status ${PUBLIC_PODCAST}) p`,
    }),
    episodes: select(t, 'episodes', {
      itemId: 'e.id',
      title: 'e.title',
      subtitle: 'p.title',
      related: words(joined('p.title'), joined('e.host_name')),
      body: 'e.description',
      popularity: 'e.viewers',
      image: 'coalesce(e.cover_image, p.cover_image)',
      from: `episodes e JOIN podcasts p ON p.id = e.podcast_id WHERE e.status ${PUBLIC_PODCAST} AND p.status ${PUBLIC_PODCAST}`,
    }),
    // Articles have no play or like counter: the conversation under them (visible comments) ranks them.
    articles: select(t, 'articles', {
      itemId: 'n.id',
      title: 'n.title',
      subtitle: 'n.category',
      related: 'n.category',
      body: 'n.excerpt',
      popularity: '(SELECT count(*) FROM comments c WHERE c.article_id = n.id AND c.hidden_at IS NULL)',
      image: 'n.image',
      from: 'articles n WHERE n.published_at IS NOT NULL',
    }),
  };
}
