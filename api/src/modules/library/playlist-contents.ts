import type { PlaylistDetail, PlaylistItem, PlaylistSummary } from '@kora/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MediaUrls } from '../../media/urls';
import { lookUpPlaylistEntries, type CatalogueItem } from './item-lookup';
import type { PlaylistWithOwner } from './playlists-repository';

/** The covers of a playlist's mosaic come from this many of its first items. */
const COVER_ITEMS = 16;
const MOSAIC = 4;

interface ItemRow {
  playlist_id: number;
  position: number;
  kind: PlaylistItem['kind'];
  item_id: number;
  title: string;
  added_at: string;
}

/** Total seconds and mosaic covers of a playlist, as its summary shows them. */
interface Figures {
  duration: number;
  covers: string[];
}

/**
 * A playlist's items as listeners see them, in order. An item whose track or episode is no longer
 * public stays where it is, greyed: its title (the one it was added under once it is deleted), no cover,
 * nothing to play and no link.
 */
export class PlaylistContents {
  constructor(
    private readonly db: Db,
    private readonly media: MediaUrls,
  ) {}

  private async describe(rows: readonly ItemRow[]): Promise<PlaylistItem[]> {
    const find = await lookUpPlaylistEntries(
      this.db,
      rows.map((row) => ({ kind: row.kind, id: row.item_id })),
    );
    return rows.map((row) => this.item(row, find(row.kind, row.item_id)));
  }

  private item(row: ItemRow, item: CatalogueItem | undefined): PlaylistItem {
    const available = item?.available === true;
    return {
      position: row.position,
      kind: row.kind,
      id: row.item_id,
      title: item?.title ?? row.title,
      subtitle: item?.subtitle ?? null,
      cover: available ? this.media.url(item.cover) : null,
      duration: item?.duration ?? 0,
      audioUrl: available ? this.media.url(item.audio) : null,
      link: available ? item.link : null,
      available,
      addedAt: row.added_at,
    };
  }

  private summary(row: PlaylistWithOwner, figures: Figures): PlaylistSummary {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      public: row.public === 1,
      owner: { id: row.user_id, name: row.owner_name },
      itemCount: row.item_count,
      duration: figures.duration,
      covers: figures.covers,
      snapshotId: String(row.version),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  async detail(row: PlaylistWithOwner, viewerId: number | null): Promise<PlaylistDetail> {
    const rows = await this.db
      .selectFrom('playlist_items')
      .selectAll()
      .where('playlist_id', '=', row.id)
      .orderBy('position')
      .execute();
    const items = await this.describe(rows);
    const figures = {
      duration: items.reduce((sum, item) => sum + item.duration, 0),
      covers: mosaicOf(items.slice(0, COVER_ITEMS)),
    };
    return { ...this.summary(row, figures), owned: viewerId === row.user_id, items };
  }

  /** Summaries of several playlists: totals in one query, covers from their first items. */
  async summaries(rows: readonly PlaylistWithOwner[]): Promise<PlaylistSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const durations = await this.db
      .selectFrom('playlist_items as i')
      .leftJoin('tracks as t', (join) => join.onRef('t.id', '=', 'i.item_id').on('i.kind', '=', 'track'))
      .leftJoin('episodes as e', (join) => join.onRef('e.id', '=', 'i.item_id').on('i.kind', '=', 'episode'))
      .select([
        'i.playlist_id',
        sql<number | string>`coalesce(sum(coalesce(t.duration_seconds, e.duration_seconds, 0)), 0)`.as('duration'),
      ])
      .where('i.playlist_id', 'in', ids)
      .groupBy('i.playlist_id')
      .execute();
    const firstRows = await this.db
      .selectFrom('playlist_items')
      .selectAll()
      .where('playlist_id', 'in', ids)
      .where('position', '<', COVER_ITEMS)
      .orderBy('playlist_id')
      .orderBy('position')
      .execute();
    const firstItems = await this.describe(firstRows);
    const durationOf = new Map(durations.map((entry) => [entry.playlist_id, Number(entry.duration)]));
    return rows.map((row) =>
      this.summary(row, {
        duration: durationOf.get(row.id) ?? 0,
        covers: mosaicOf(firstItems.filter((_, i) => firstRows[i].playlist_id === row.id)),
      }),
    );
  }

  async summaryOf(row: PlaylistWithOwner): Promise<PlaylistSummary> {
    const [summary] = await this.summaries([row]);
    return summary;
  }
}

/** The distinct covers of the items, in their order, at most four. */
function mosaicOf(items: readonly PlaylistItem[]): string[] {
  const covers: string[] = [];
  for (const item of items) {
    if (item.cover && !covers.includes(item.cover)) covers.push(item.cover);
    if (covers.length === MOSAIC) break;
  }
  return covers;
}
