import type {
  Favourite,
  FavouriteChange,
  FavouriteKind,
  FavouritesImportRequest,
  FavouritesImportResult,
} from '@kora/shared/contracts';
import type { Db } from '../../db/connection';
import type { FavouriteRow } from '../../db/tables';
import { notFound } from '../../http/errors';
import type { MediaUrls } from '../../media/urls';
import { FavouritesRepository } from './favourites-repository';
import { lookUpItems, type CatalogueItem } from './item-lookup';
import { favouriteLimitReached, libraryLimits } from './plan-limits';

export const NOT_FOUND_OF_KIND: Readonly<Record<FavouriteKind, string>> = {
  releases: 'Sortie introuvable.',
  tracks: 'Morceau introuvable.',
  artists: 'Artiste introuvable.',
  podcasts: 'Podcast introuvable.',
  episodes: 'Épisode introuvable.',
};

/**
 * Favourites on the account, follows (kind `artists`) and likes (kind `tracks`) among them: only what
 * visitors may see can be kept, up to the plan's limit for all kinds together. Keeping one again or
 * removing one that is not there changes nothing.
 */
export class Favourites {
  private readonly favourites: FavouritesRepository;

  constructor(
    private readonly db: Db,
    private readonly media: MediaUrls,
  ) {
    this.favourites = new FavouritesRepository(db);
  }

  /** The public items among `ids`, with their titles. */
  private async publicTitles(kind: FavouriteKind, ids: readonly number[]): Promise<Map<number, string>> {
    const found = await lookUpItems(this.db, kind, ids);
    return new Map([...found].filter(([, item]) => item.available).map(([id, item]) => [id, item.title]));
  }

  /** 404 when the item is not public; 403 past the plan's limit. */
  async keep(userId: number, kind: FavouriteKind, id: number): Promise<FavouriteChange> {
    const title = (await this.publicTitles(kind, [id])).get(id);
    if (title === undefined) throw notFound(NOT_FOUND_OF_KIND[kind]);
    const { favourites: limit } = await libraryLimits(this.db, userId);
    const { outcomes, used } = await this.favourites.keep(userId, [{ kind, id, title }], limit);
    if (outcomes[0] === 'overLimit') throw favouriteLimitReached(limit);
    return { kind, id, favourite: true, usage: { used, limit } };
  }

  async drop(userId: number, kind: FavouriteKind, id: number): Promise<void> {
    await this.favourites.drop(userId, kind, id);
  }

  /** A visitor's device favourites brought to the account in their order, as many as the limit leaves room for. */
  async import(userId: number, { items }: FavouritesImportRequest): Promise<FavouritesImportResult> {
    const titles = new Map<FavouriteKind, Map<number, string>>();
    for (const kind of new Set(items.map((item) => item.kind))) {
      titles.set(
        kind,
        await this.publicTitles(
          kind,
          items.filter((item) => item.kind === kind).map((item) => item.id),
        ),
      );
    }
    const known = items.flatMap((item) => {
      const title = titles.get(item.kind)?.get(item.id);
      return title === undefined ? [] : [{ ...item, title }];
    });
    const { favourites: limit } = await libraryLimits(this.db, userId);
    const { outcomes, used } = await this.favourites.keep(userId, known, limit);
    const counted = (outcome: string) => outcomes.filter((each) => each === outcome).length;
    return {
      added: counted('added'),
      alreadyThere: counted('alreadyThere'),
      overLimit: counted('overLimit'),
      unknown: items.length - known.length,
      usage: { used, limit },
    };
  }

  /** Newest first; an item no longer public stays, unavailable, under its last known title. */
  async list(userId: number, kind?: FavouriteKind): Promise<Favourite[]> {
    const rows = await this.favourites.list(userId, kind);
    const found = new Map<FavouriteKind, Map<number, CatalogueItem>>();
    for (const each of new Set(rows.map((row) => row.kind))) {
      found.set(
        each,
        await lookUpItems(
          this.db,
          each,
          rows.filter((row) => row.kind === each).map((row) => row.item_id),
        ),
      );
    }
    return rows.map((row) => this.present(row, found.get(row.kind)?.get(row.item_id)));
  }

  /** The ids of one kind, newest first (followed artists, liked tracks). */
  async idsOf(userId: number, kind: FavouriteKind): Promise<number[]> {
    return (await this.favourites.list(userId, kind)).map((row) => row.item_id);
  }

  private present(row: FavouriteRow, item: CatalogueItem | undefined): Favourite {
    const available = item?.available === true;
    return {
      kind: row.kind,
      id: row.item_id,
      title: item?.title ?? row.title,
      subtitle: item?.subtitle ?? null,
      cover: available ? this.media.url(item.cover) : null,
      link: available ? item.link : null,
      available,
      addedAt: row.created_at,
    };
  }
}
