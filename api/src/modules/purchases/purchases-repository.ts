import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/tables';

type Reader = Db | Transaction<Database>;

/** A track as sold: its own price, its release, and the file a download sends. */
export interface TrackForSale {
  id: number;
  title: string;
  releaseId: number;
  releaseTitle: string;
  priceMinor: number;
  currency: string;
  audioFile: string | null;
}

export interface AlbumForSale {
  id: number;
  title: string;
  artistName: string;
  priceMinor: number;
  currency: string;
  trackCount: number;
  tracksPriceMinor: number;
}

/** Paid purchases and completed downloads of one track by one user. */
export interface TrackRights {
  purchases: number;
  downloads: number;
}

export interface TrackTally extends TrackRights {
  trackId: number;
  releaseId: number;
  title: string;
}

const SOLD_RELEASE_TYPES = ['single', 'album', 'ep', 'video'] as const;
const ALBUM_TYPES = ['album', 'ep'] as const;

/** Purchases (one per confirmed payment) and downloads (one per file sent completely). */
export class PurchasesRepository {
  constructor(private readonly db: Db) {}

  private tracksOfSoldTypes(trackId: number) {
    return this.db
      .selectFrom('tracks')
      .innerJoin('releases', 'releases.id', 'tracks.release_id')
      .select([
        'tracks.id',
        'tracks.title',
        'tracks.release_id as releaseId',
        'releases.title as releaseTitle',
        'tracks.price_minor as priceMinor',
        'tracks.currency',
        'tracks.audio_file as audioFile',
      ])
      .where('tracks.id', '=', trackId)
      .where('releases.type', 'in', SOLD_RELEASE_TYPES);
  }

  /** A track of a published release that is for sale (podcast episodes are not). */
  findTrackForSale(trackId: number): Promise<TrackForSale | undefined> {
    return this.tracksOfSoldTypes(trackId).where('releases.status', '=', 'published').executeTakeFirst();
  }

  /**
   * A track the user may still reach: one for sale, or one of a release its artist unpublished after
   * the user paid for it or for the track (buyers keep their downloads).
   */
  async findTrackForBuyer(trackId: number, userId: number): Promise<TrackForSale | undefined> {
    const forSale = await this.findTrackForSale(trackId);
    if (forSale) return forSale;
    return this.tracksOfSoldTypes(trackId)
      .where(({ exists, selectFrom, or, eb }) =>
        exists(
          selectFrom('purchases')
            .select('purchases.id')
            .where('purchases.user_id', '=', userId)
            .where('purchases.status', '=', 'paid')
            .where((purchase) =>
              or([
                purchase('purchases.track_id', '=', trackId),
                purchase('purchases.release_id', '=', eb.ref('tracks.release_id')),
              ]),
            ),
        ),
      )
      .executeTakeFirst();
  }

  /** The tracks of a published release that is for sale, in their order; undefined when there is no such release. */
  async trackIdsOfRelease(releaseId: number): Promise<number[] | undefined> {
    const release = await this.db
      .selectFrom('releases')
      .select('id')
      .where('id', '=', releaseId)
      .where('status', '=', 'published')
      .where('type', 'in', SOLD_RELEASE_TYPES)
      .executeTakeFirst();
    if (!release) return undefined;
    const tracks = await this.db
      .selectFrom('tracks')
      .select('id')
      .where('release_id', '=', releaseId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return tracks.map((track) => track.id);
  }

  /** A published album or EP with its price and the sum of its tracks' prices. */
  async findAlbumForSale(albumId: number): Promise<AlbumForSale | undefined> {
    const album = await this.db
      .selectFrom('releases')
      .innerJoin('artists', 'artists.id', 'releases.artist_id')
      .leftJoin('tracks', 'tracks.release_id', 'releases.id')
      .select(['releases.id', 'releases.title', 'artists.name as artistName'])
      .select(['releases.price_minor as priceMinor', 'releases.currency'])
      .select((eb) => [
        eb.fn.count<number>('tracks.id').as('trackCount'),
        eb.fn.coalesce(eb.fn.sum<number>('tracks.price_minor'), eb.lit(0)).as('tracksPriceMinor'),
      ])
      .where('releases.id', '=', albumId)
      .where('releases.status', '=', 'published')
      .where('releases.type', 'in', ALBUM_TYPES)
      .groupBy(['releases.id', 'releases.title', 'artists.name', 'releases.price_minor', 'releases.currency'])
      .executeTakeFirst();
    if (!album) return undefined;
    return { ...album, trackCount: Number(album.trackCount), tracksPriceMinor: Number(album.tracksPriceMinor) };
  }

  /** Records what a confirmed payment bought: a track (trackId) or a whole album (releaseId). */
  async addPurchase(
    trx: Transaction<Database>,
    purchase: {
      userId: number;
      trackId: number | null;
      releaseId: number | null;
      paymentSessionId: number;
      amountMinor: number;
      currency: string;
    },
  ): Promise<void> {
    await trx
      .insertInto('purchases')
      .values({
        user_id: purchase.userId,
        track_id: purchase.trackId,
        release_id: purchase.releaseId,
        payment_session_id: purchase.paymentSessionId,
        amount_minor: purchase.amountMinor,
        currency: purchase.currency,
        status: 'paid',
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.column('payment_session_id').doNothing())
      .execute();
  }

  /** Paid purchases of the user that cover the track: the track itself or its album. */
  private coveringPurchases(db: Reader, userId: number, trackId: number) {
    return db
      .selectFrom('purchases')
      .innerJoin('tracks', (join) => join.on('tracks.id', '=', trackId))
      .where('purchases.user_id', '=', userId)
      .where('purchases.status', '=', 'paid')
      .where((eb) =>
        eb.or([
          eb('purchases.track_id', '=', trackId),
          eb.and([eb('purchases.track_id', 'is', null), eb('purchases.release_id', '=', eb.ref('tracks.release_id'))]),
        ]),
      );
  }

  async rightsOf(userId: number, trackId: number): Promise<TrackRights> {
    const [purchases, downloads] = await Promise.all([
      this.coveringPurchases(this.db, userId, trackId)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('downloads')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('track_id', '=', trackId)
        .where('purchase_id', 'is not', null)
        .executeTakeFirstOrThrow(),
    ]);
    return { purchases: Number(purchases.count), downloads: Number(downloads.count) };
  }

  /** The oldest covering purchase whose download of this track is not used yet. */
  private async unusedPurchase(db: Reader, userId: number, trackId: number): Promise<number | undefined> {
    const row = await this.coveringPurchases(db, userId, trackId)
      .select('purchases.id')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('downloads')
              .select('downloads.id')
              .whereRef('downloads.purchase_id', '=', 'purchases.id')
              .where('downloads.track_id', '=', trackId),
          ),
        ),
      )
      .orderBy('purchases.created_at')
      .orderBy('purchases.id')
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * Records a download sent completely. With `usePurchase`, it uses up one paid download (false when
   * none is left); otherwise (unlimited plan) it is only recorded. Inside a transaction that holds the
   * user (`db`), no other download of theirs can pick the same purchase.
   */
  async recordDownload(userId: number, trackId: number, usePurchase: boolean, db: Reader = this.db): Promise<boolean> {
    const insert = (purchaseId: number | null) =>
      db
        .insertInto('downloads')
        .values({ user_id: userId, track_id: trackId, purchase_id: purchaseId, created_at: nowIso() })
        .execute();
    if (!usePurchase) {
      await insert(null);
      return true;
    }
    if (db !== this.db) {
      const purchaseId = await this.unusedPurchase(db, userId, trackId);
      if (purchaseId === undefined) return false;
      await insert(purchaseId);
      return true;
    }
    // Two downloads finishing together may pick the same purchase: the unique index refuses the second, which tries the next.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const purchaseId = await this.unusedPurchase(db, userId, trackId);
      if (purchaseId === undefined) return false;
      try {
        await insert(purchaseId);
        return true;
      } catch {
        continue;
      }
    }
    return false;
  }

  /** Every track the user holds a paid purchase for, with its purchases and used downloads. */
  async purchasedTracks(userId: number): Promise<TrackTally[]> {
    const rows = await this.db
      .selectFrom('tracks')
      .innerJoin('purchases', (join) =>
        join.on((eb) =>
          eb.or([
            eb('purchases.track_id', '=', eb.ref('tracks.id')),
            eb.and([
              eb('purchases.track_id', 'is', null),
              eb('purchases.release_id', '=', eb.ref('tracks.release_id')),
            ]),
          ]),
        ),
      )
      .select(['tracks.id as trackId', 'tracks.release_id as releaseId', 'tracks.title'])
      .select((eb) => [
        eb.fn.count<number>('purchases.id').as('purchases'),
        eb
          .selectFrom('downloads')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .where('downloads.user_id', '=', userId)
          .whereRef('downloads.track_id', '=', 'tracks.id')
          .where('downloads.purchase_id', 'is not', null)
          .as('downloads'),
      ])
      .where('purchases.user_id', '=', userId)
      .where('purchases.status', '=', 'paid')
      .groupBy(['tracks.id', 'tracks.release_id', 'tracks.title'])
      .orderBy('tracks.id')
      .execute();
    return rows.map((row) => ({
      ...row,
      purchases: Number(row.purchases),
      downloads: Number(row.downloads ?? 0),
    }));
  }

  /** Every track the user downloaded completely (bought or with an unlimited plan). */
  async downloadedTracks(userId: number) {
    const rows = await this.db
      .selectFrom('downloads')
      .innerJoin('tracks', 'tracks.id', 'downloads.track_id')
      .select(['tracks.id as trackId', 'tracks.release_id as releaseId', 'tracks.title'])
      .select((eb) => [
        eb.fn.countAll<number>().as('downloads'),
        eb.fn.max('downloads.created_at').as('lastDownloadedAt'),
      ])
      .where('downloads.user_id', '=', userId)
      .groupBy(['tracks.id', 'tracks.release_id', 'tracks.title'])
      .orderBy('tracks.id')
      .execute();
    return rows.map((row) => ({
      ...row,
      downloads: Number(row.downloads),
      lastDownloadedAt: String(row.lastDownloadedAt),
    }));
  }

  trackExists(trackId: number): Promise<{ id: number } | undefined> {
    return this.db.selectFrom('tracks').select('id').where('id', '=', trackId).executeTakeFirst();
  }
}
