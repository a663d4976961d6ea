import { SEARCH_TYPES, type SearchType } from '@kora/shared/contracts';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connection';
import type { FoundDocument, FoundGroup, SearchIndex } from './search-index';
import type { SearchText } from './search-text';
import { forgivesTypo, type WordSpellings } from './spelling';

/** Conditions on a document of search_documents (aliased `d`) that the full-text engine answers. */
export interface TextConditions {
  /** Every word, anywhere in the document. */
  anywhere: RawBuilder<SqlBool>;
  /** Every word in the title. */
  inTitle: RawBuilder<SqlBool>;
  /** Every word in the title or the related text (artist, place, podcast…). */
  inTitleOrRelated: RawBuilder<SqlBool>;
}

interface DocumentRow {
  type: SearchType;
  item_id: number;
  title: string;
  subtitle: string | null;
  image: string | null;
  release_id: number | null;
  starts_at: string | null;
}

type RankedRow = DocumentRow & { level: number | string; position: number | string };

/** Above every character: the keys from `key` up to `key + LAST` are those beginning with `key`. */
const LAST = '\u{10FFFF}';
const DOCUMENT = sql.raw('d.type, d.item_id, d.title, d.subtitle, d.image, d.release_id, d.starts_at, d.popularity');

/** Suggestions: the better level first, then each type's best before any type's second best. */
function bestFirst(a: RankedRow, b: RankedRow): number {
  const typeOrder = (type: SearchType) => SEARCH_TYPES.indexOf(type);
  return (
    Number(a.level) - Number(b.level) ||
    Number(a.position) - Number(b.position) ||
    typeOrder(a.type) - typeOrder(b.type)
  );
}

function found(row: DocumentRow): FoundDocument {
  return {
    type: row.type,
    itemId: Number(row.item_id),
    title: row.title,
    subtitle: row.subtitle,
    image: row.image,
    releaseId: row.release_id === null ? null : Number(row.release_id),
    startsAt: row.starts_at,
  };
}

/**
 * The ranking, in SQL both databases run; what differs between them (how words are matched, where
 * other spellings come from) is left to the two subclasses.
 */
export abstract class DatabaseSearchIndex implements SearchIndex {
  constructor(protected readonly db: Db) {}

  /** Indexed words one typo away from `word`, the most useful first. */
  protected abstract otherSpellings(word: string): Promise<string[]>;

  protected abstract conditions(spellings: WordSpellings[]): TextConditions;

  private async spell(text: SearchText): Promise<WordSpellings[]> {
    const last = text.words.length - 1;
    return Promise.all(
      text.words.map(async (word, index) => ({
        word,
        prefix: index === last,
        others: forgivesTypo(word) ? await this.otherSpellings(word) : [],
      })),
    );
  }

  private titleConditions(text: SearchText) {
    return {
      exact: sql<SqlBool>`d.title_key = ${text.key}`,
      beginsWith: sql<SqlBool>`(d.title_key >= ${text.key} AND d.title_key < ${text.key + LAST})`,
    };
  }

  async search(text: SearchText, types: readonly SearchType[], page: { limit: number; offset: number }) {
    const spellings = await this.spell(text);
    const match = this.conditions(spellings);
    const title = this.titleConditions(text);
    const asked = sql`d.type IN (${sql.join([...types])})`;
    const level = sql`CASE WHEN ${title.exact} THEN 1 WHEN ${title.beginsWith} THEN 2 WHEN ${match.inTitle} THEN 3 WHEN ${match.inTitleOrRelated} THEN 4 ELSE 5 END`;

    const counts = await sql<{ type: SearchType; total: number | string }>`
      SELECT d.type, count(*) AS total FROM search_documents d WHERE ${match.anywhere} AND ${asked} GROUP BY d.type
    `.execute(this.db);
    const rows = await sql<DocumentRow>`
      SELECT ${DOCUMENT} FROM (
        SELECT d.id, ROW_NUMBER() OVER (PARTITION BY d.type ORDER BY ${level}, d.popularity DESC, d.item_id DESC) AS position
        FROM search_documents d WHERE ${match.anywhere} AND ${asked}
      ) ranked
      JOIN search_documents d ON d.id = ranked.id
      WHERE ranked.position > ${page.offset} AND ranked.position <= ${page.offset + page.limit}
      ORDER BY ranked.position
    `.execute(this.db);

    const totals = new Map(counts.rows.map((row) => [row.type, Number(row.total)]));
    const groups: FoundGroup[] = types.map((type) => ({
      type,
      total: totals.get(type) ?? 0,
      documents: rows.rows.filter((row) => row.type === type).map(found),
    }));
    return { spellings, groups };
  }

  async suggest(text: SearchText, limit: number) {
    const spellings = await this.spell(text);
    const match = this.conditions(spellings);
    const title = this.titleConditions(text);
    // The title-key levels come from an index range alone and often fill the list: the full-text
    // match (levels 3 to 5, in one pass) is only run when they leave room.
    const documents: FoundDocument[] = [];
    const steps = [
      sql`SELECT ${DOCUMENT}, CASE WHEN ${title.exact} THEN 1 ELSE 2 END AS level FROM search_documents d WHERE ${title.beginsWith}`,
      sql`SELECT ${DOCUMENT}, CASE WHEN ${match.inTitle} THEN 3 WHEN ${match.inTitleOrRelated} THEN 4 ELSE 5 END AS level
        FROM search_documents d WHERE ${match.anywhere} AND NOT ${title.beginsWith}`,
    ];
    for (const step of steps) {
      const room = limit - documents.length;
      if (room <= 0) break;
      const rows = await sql<RankedRow>`
        SELECT * FROM (
          SELECT found.*, ROW_NUMBER() OVER (PARTITION BY found.type, found.level ORDER BY found.popularity DESC, found.item_id DESC) AS position
          FROM (${step}) found
        ) ranked WHERE ranked.position <= ${room}
      `.execute(this.db);
      documents.push(...rows.rows.sort(bestFirst).slice(0, room).map(found));
    }
    return { spellings, documents };
  }
}
