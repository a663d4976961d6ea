import { NO_MIGRATIONS } from 'kysely';
import { hashPassword } from '../../auth/password';
import type { MediaStorages } from '../../media/storage/media-storage';
import type { Db } from '../connection';
import { migrateToLatest, migratorFor } from '../migrate';
import { DEMO_ACCOUNTS } from './accounts';
import { ARTISTS, RELEASES, VIDEO_CLIPS } from './catalogue-content';
import { newTicketCode } from '../../modules/events/tickets-repository';
import { EVENTS } from './events-content';
import { seedAdCampaigns } from './ads-content';
import { seedCreatorHistory } from './creator-history';
import { seedLibrary } from './library';
import { seedSupportRequests } from '../../modules/support/demo-requests';
import { DemoMediaWriter } from './media-writer';
import { ARTICLES, EPISODE_COMMENTS, RELEASE_COMMENTS, type CommentSeed } from './news-content';
import { PODCASTS } from './podcast-content';
import { BANNERS, PARTNERS, PRODUCTS, PROMO_CODES } from './store-content';
import { artistSlug } from '@kora/shared/format';
import { nameKey } from '../../modules/catalogue/name-key';

export interface SeedOptions {
  /** Where media files go: masters to the private storage, the rest to the public one. None: rows only. */
  storage?: MediaStorages;
  /** Generate the audio, image and video files (false: rows only, for fast tests). Default true. */
  media?: boolean;
  /** "Today" for relative dates. */
  now?: Date;
}

export interface SeedSummary {
  artists: number;
  releases: number;
  tracks: number;
  videoClips: number;
  podcasts: number;
  episodes: number;
  articles: number;
  products: number;
  events: number;
  mediaFiles: number;
}

const DAY = 24 * 60 * 60 * 1000;

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

/** Drops every table, migrates again (ids restart at 1) and removes the generated media from `storage`. */
export async function resetDatabase(db: Db, storage?: MediaStorages): Promise<void> {
  const migrator = migratorFor(db);
  const { error } = await migrator.migrateTo(NO_MIGRATIONS);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  await migrateToLatest(db);
  if (storage) await DemoMediaWriter.removeAll(storage);
}

/** What each demo listener has left in their wallet (EUR minor units) after the tickets they hold. */
const DEMO_WALLETS: Record<string, number> = { free: 4000, premium: 12000, podcaster: 2500 };

/** Fills an empty database with the demo catalogue, accounts, events, store and news. */
export async function seedDemoContent(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const media = new DemoMediaWriter(options.media === false ? null : (options.storage ?? null));
  const daysAgo = (days: number, hour = 12) => {
    const date = new Date(now.getTime() - days * DAY);
    date.setUTCHours(hour, 0, 0, 0);
    return date.toISOString();
  };
  const stamp = now.toISOString();
  const hashes = await Promise.all(
    DEMO_ACCOUNTS.map((account) => (account.password ? hashPassword(account.password) : null)),
  );

  let tracks = 0;
  await db.transaction().execute(async (trx) => {
    // Accounts and their plans.
    const userIds: Record<string, number> = {};
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const user = await trx
        .insertInto('users')
        .values({
          username: account.username,
          name_key: nameKey(account.username),
          email: account.email,
          password_hash: hashes[index],
          firstname: account.firstname,
          lastname: account.lastname,
          roles: JSON.stringify(account.roles),
          created_at: daysAgo(200 - index * 10),
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds[account.key] = user.id;
      const paid = account.plan !== 'free';
      await trx
        .insertInto('subscriptions')
        .values({
          user_id: user.id,
          plan: account.plan,
          status: 'active',
          current_period_start: paid ? daysAgo(10) : daysAgo(200 - index * 10),
          current_period_end: paid ? daysAgo(-20) : null,
          cancel_at_period_end: 0,
          provider: paid ? 'local' : null,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    }
    const authorOf = (author: string) =>
      author in userIds ? { user_id: userIds[author], author_name: null } : { user_id: null, author_name: author };

    // Artists.
    const artistIds: number[] = [];
    for (const [index, artist] of ARTISTS.entries()) {
      const row = await trx
        .insertInto('artists')
        .values({
          user_id: artist.account ? userIds[artist.account] : null,
          name: artist.name,
          name_key: nameKey(artist.name),
          slug: artistSlug(artist.name),
          real_name: artist.realName,
          bio: artist.bio,
          long_bio: artist.longBio,
          image: media.image(`images/demo/artists/artist-${index + 1}.png`, 1000 + index, 320, 320),
          popularity: artist.popularity,
          created_at: daysAgo(400 - index * 7),
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      artistIds.push(row.id);
    }

    // Video clips: a thumbnail, and a short video animating the same artwork.
    const clipIds: number[] = [];
    for (const [index, clip] of VIDEO_CLIPS.entries()) {
      const row = await trx
        .insertInto('video_clips')
        .values({
          artist_id: artistIds[clip.artist],
          title: clip.title,
          description: clip.description,
          video_file: media.video(`videos/demo/clip-${index + 1}.mp4`, 2000 + index, clip.seconds),
          thumbnail: media.image(`images/demo/thumbnails/clip-${index + 1}.png`, 2000 + index, 480, 270),
          duration_seconds: clip.seconds,
          quality: clip.quality,
          likes: clip.likes,
          plays_count: clip.plays,
          release_date: daysAgo(clip.daysAgo),
          created_at: daysAgo(clip.daysAgo),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      clipIds.push(row.id);
    }

    // Podcasts and episodes, each episode with its own music bed.
    const podcastIds: number[] = [];
    const episodeIds: number[][] = [];
    const episodeAudio: string[][] = [];
    for (const [p, podcast] of PODCASTS.entries()) {
      const oldest = Math.max(...podcast.episodes.map((episode) => episode.daysAgo));
      const row = await trx
        .insertInto('podcasts')
        .values({
          creator_id: podcast.byCreator ? userIds.podcaster : userIds.staff,
          title: podcast.title,
          description: podcast.description,
          cover_image: media.image(`images/demo/podcasts/podcast-${p + 1}.png`, 3000 + p, 320, 320),
          status: podcast.status,
          created_at: daysAgo(oldest + 5),
          updated_at: daysAgo(Math.min(...podcast.episodes.map((episode) => episode.daysAgo))),
          published_at: podcast.status === 'published' ? daysAgo(oldest + 2) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      podcastIds.push(row.id);
      episodeIds.push([]);
      episodeAudio.push([]);
      for (const [e, episode] of podcast.episodes.entries()) {
        const audio = media.music(
          `audio/demo/episode-${p + 1}-${e + 1}.wav`,
          500 + p * 10 + e,
          episode.seconds,
          e % 2 === 0 ? 'ambient' : 'jingle',
        );
        const created = daysAgo(episode.daysAgo, 8 + e);
        const inserted = await trx
          .insertInto('episodes')
          .values({
            podcast_id: row.id,
            title: episode.title,
            description: episode.description,
            audio_file: audio,
            cover_image:
              e === 0 ? media.image(`images/demo/podcasts/episode-${p + 1}-${e + 1}.png`, 3500 + p, 320, 320) : null,
            duration_seconds: episode.seconds,
            viewers: episode.viewers,
            status: episode.status,
            host_name: podcast.host,
            created_at: created,
            published_at: episode.status === 'draft' ? null : created,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        episodeIds[p].push(inserted.id);
        episodeAudio[p].push(audio);
      }
    }

    // Releases and tracks, every track with its own tune.
    const releaseIds: number[] = [];
    const masters: { stream_path: string; master_path: string; created_at: string }[] = [];
    for (const [r, release] of RELEASES.entries()) {
      const date = daysAgo(release.daysAgo, 6 + (r % 12));
      const row = await trx
        .insertInto('releases')
        .values({
          artist_id: artistIds[release.artist],
          title: release.title,
          type: release.type,
          genre: release.genre,
          status: 'published',
          release_date: date,
          cover: media.image(`images/demo/covers/release-${r + 1}.png`, 4000 + r, 320, 320),
          price_minor: release.priceMinor,
          currency: 'EUR',
          about_title: release.about[0],
          about_content1: release.about[1],
          about_content2: release.about[2] || null,
          plays_count: release.plays,
          video_clip_id: release.clip !== undefined ? clipIds[release.clip] : null,
          episode_id: release.episode ? episodeIds[release.episode[0]][release.episode[1]] : null,
          created_at: date,
          updated_at: date,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      releaseIds.push(row.id);
      const trackRows = [];
      for (const [n, track] of release.tracks.entries()) {
        // A release made of a podcast episode plays the episode's public file; other tracks are sold masters.
        let audioFile = release.episode ? episodeAudio[release.episode[0]][release.episode[1]] : null;
        if (!audioFile) {
          const audio = media.track(`audio/demo/track-${r + 1}-${n + 1}.wav`, r * 20 + n + 1, track.seconds);
          masters.push({ stream_path: audio.stream, master_path: audio.master, created_at: stamp });
          audioFile = audio.stream;
        }
        trackRows.push({
          release_id: row.id,
          position: n + 1,
          title: track.title,
          duration_seconds: track.seconds,
          audio_file: audioFile,
          price_minor: release.type === 'podcast' ? 0 : 199,
          currency: 'EUR',
          plays_count: Math.round(release.plays / (n + 2)),
          created_at: date,
        });
      }
      tracks += trackRows.length;
      await trx.insertInto('tracks').values(trackRows).execute();
    }
    if (masters.length > 0) await trx.insertInto('audio_masters').values(masters).execute();

    // The demo accounts' follows, likes, favourites and public playlist; followers and likes counted from them.
    await seedLibrary(trx, { userIds, artistIds, releaseIds, podcastIds, episodeIds, daysAgo });

    // The support inbox: a Premium request and a free one.
    await seedSupportRequests(trx, { premium: userIds.premium, free: userIds.free, support: userIds.support }, now);

    // Threaded comments.
    type Target = { release_id?: number; article_id?: number; episode_id?: number };
    const insertComments = async (
      comments: readonly CommentSeed[],
      target: Target,
      parentId: number | null,
      age: number,
    ): Promise<void> => {
      for (const [i, comment] of comments.entries()) {
        const row = await trx
          .insertInto('comments')
          .values({
            ...authorOf(comment.author),
            ...target,
            content: comment.text,
            parent_id: parentId,
            created_at: daysAgo(age, 9 + i + (parentId ? 2 : 0)),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (comment.replies) await insertComments(comment.replies, target, row.id, Math.max(0, age - 1));
      }
    };
    for (const { release, comments } of RELEASE_COMMENTS) {
      await insertComments(comments, { release_id: releaseIds[release] }, null, RELEASES[release].daysAgo);
    }
    for (const { episode, comments } of EPISODE_COMMENTS) {
      await insertComments(
        comments,
        { episode_id: episodeIds[episode[0]][episode[1]] },
        null,
        PODCASTS[episode[0]].episodes[episode[1]].daysAgo,
      );
    }
    await trx
      .insertInto('episode_ratings')
      .values(
        [5, 4, 5, 3, 4].map((rating, i) => ({
          episode_id: episodeIds[0][0],
          user_id: null,
          rating,
          created_at: daysAgo(20 - i),
        })),
      )
      .execute();

    // News.
    for (const [a, article] of ARTICLES.entries()) {
      const row = await trx
        .insertInto('articles')
        .values({
          author_id: userIds.staff,
          title: article.title,
          slug: slugify(article.title),
          category: article.category,
          excerpt: article.excerpt,
          content: article.content,
          image: media.image(`articles/demo/article-${a + 1}.png`, 5000 + a, 480, 270),
          created_at: daysAgo(article.daysAgo, 10),
          published_at: daysAgo(article.daysAgo, 10),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertComments(article.comments, { article_id: row.id }, null, article.daysAgo);
    }

    // Store: products (linked to their artists), their images, and the promo codes.
    const artistIdByName = new Map(ARTISTS.map((artist, index) => [artist.name, artistIds[index]]));
    for (const [p, product] of PRODUCTS.entries()) {
      const artistId = product.artist ? artistIdByName.get(product.artist) : undefined;
      if (product.artist && artistId === undefined) throw new Error(`Unknown artist ${product.artist}`);
      const row = await trx
        .insertInto('products')
        .values({
          name: product.name,
          slug: slugify(product.name),
          description: product.description,
          category: product.category,
          price_minor: product.priceMinor,
          currency: 'EUR',
          stock: product.stock,
          artist_id: artistId ?? null,
          featured: product.featured ? 1 : 0,
          sold_count: product.sold ?? 0,
          created_at: daysAgo(product.daysAgo),
          updated_at: daysAgo(product.daysAgo),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (product.images === 0) continue;
      await trx
        .insertInto('product_images')
        .values(
          Array.from({ length: product.images }, (_, n) => ({
            product_id: row.id,
            path: media.image(`images/demo/products/product-${p + 1}-${n + 1}.png`, 6000 + p * 5 + n, 320, 320),
            position: n,
          })),
        )
        .execute();
    }
    await trx
      .insertInto('promo_codes')
      .values(
        PROMO_CODES.map((promo) => ({
          code: promo.code,
          percent_off: promo.percentOff ?? null,
          amount_off_minor: promo.amountOffMinor ?? null,
          currency: 'EUR',
          starts_at: daysAgo(promo.startsDaysAgo, 0),
          ends_at: daysAgo(promo.endsDaysAgo, 0),
          max_uses: promo.maxUses,
          created_at: stamp,
        })),
      )
      .execute();

    // Events, their ticket types, and the demo accounts' tickets paid from their wallets.
    const spent: Record<string, number> = {};
    for (const [e, event] of EVENTS.entries()) {
      const starts = new Date(now.getTime() + event.inDays * DAY);
      starts.setUTCHours(event.hour - 1, 0, 0, 0); // evening in Paris, stored in UTC
      const ends = new Date(starts.getTime() + (event.type === 'festival' ? 8 : 3) * 60 * 60 * 1000);
      const row = await trx
        .insertInto('events')
        .values({
          organizer_id: event.byArtistAccount ? userIds.artist : userIds.staff,
          artist_id: event.artist !== undefined ? artistIds[event.artist] : null,
          title: event.title,
          description: event.description,
          type: event.type,
          status: event.status,
          starts_at: starts.toISOString(),
          ends_at: ends.toISOString(),
          venue_name: event.venue,
          address: event.address,
          city: event.city,
          postal_code: event.postalCode,
          country: event.country,
          is_free: event.free ? 1 : 0,
          image: media.image(`images/demo/events/event-${e + 1}.png`, 7000 + e, 480, 270),
          created_at: daysAgo(Math.max(30, -event.inDays + 30)),
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [position, ticket] of event.tickets.entries()) {
        const holdings = ticket.holders ?? [];
        const held = holdings.reduce((sum, holding) => sum + holding.count, 0);
        const type = await trx
          .insertInto('ticket_types')
          .values({
            event_id: row.id,
            name: ticket.name,
            description: ticket.description,
            price_minor: ticket.priceMinor,
            currency: 'EUR',
            quantity: ticket.quantity,
            sold_count: ticket.sold + held,
            position,
            vip: ticket.vip ? 1 : 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const holding of holdings) {
          const priceMinor = event.free ? 0 : ticket.priceMinor;
          const purchasedAt = daysAgo(Math.max(3, -event.inDays + 10));
          await trx
            .insertInto('tickets')
            .values(
              Array.from({ length: holding.count }, () => ({
                ticket_type_id: type.id,
                event_id: row.id,
                user_id: userIds[holding.account],
                code: newTicketCode(),
                status: holding.used ? ('used' as const) : ('valid' as const),
                price_minor: priceMinor,
                currency: 'EUR',
                purchased_at: purchasedAt,
                validated_at: holding.used ? new Date(starts.getTime() + 30 * 60 * 1000).toISOString() : null,
                transferred_at: null,
              })),
            )
            .execute();
          if (priceMinor > 0) {
            spent[holding.account] = (spent[holding.account] ?? 0) + priceMinor * holding.count;
            await trx
              .insertInto('wallet_movements')
              .values({
                user_id: userIds[holding.account],
                amount_minor: -priceMinor * holding.count,
                currency: 'EUR',
                reason: 'ticket',
                reference: `demo-${row.id}-${type.id}-${holding.account}`,
                created_at: purchasedAt,
              })
              .execute();
          }
        }
      }
    }

    // Wallets: topped up once, then spent on the tickets above.
    for (const [account, balanceMinor] of Object.entries(DEMO_WALLETS)) {
      const creditMinor = balanceMinor + (spent[account] ?? 0);
      await trx
        .insertInto('wallet_movements')
        .values({
          user_id: userIds[account],
          amount_minor: creditMinor,
          currency: 'EUR',
          reason: 'top-up',
          reference: `demo-${account}`,
          created_at: daysAgo(60),
        })
        .execute();
      await trx
        .insertInto('wallets')
        .values({ user_id: userIds[account], currency: 'EUR', balance_minor: balanceMinor })
        .execute();
    }

    // Partners and banners.
    await trx
      .insertInto('partners')
      .values(
        PARTNERS.map((partner, i) => ({
          name: partner.name,
          url: partner.url,
          image: media.image(`partners/demo/partner-${i + 1}.png`, 8000 + i, 240, 120),
          position: i,
        })),
      )
      .execute();
    await trx
      .insertInto('banners')
      .values(
        BANNERS.map((banner, i) => ({
          title: banner.title,
          text: banner.text,
          image: media.image(`images/banners/demo/banner-${i + 1}.png`, 9000 + i, 960, 320),
          button_text1: banner.buttonText1,
          button_link1: banner.buttonLink1,
          button_text2: banner.buttonText2,
          button_link2: banner.buttonLink2,
          video_url: null,
          position: i,
          active: 1,
        })),
      )
      .execute();
    // Within the transaction: rows are only kept with their files.
    await media.flush();
  });
  await seedCreatorHistory(db, now);
  await seedAdCampaigns(db, { ...options, now });

  return {
    artists: ARTISTS.length,
    releases: RELEASES.length,
    tracks,
    videoClips: VIDEO_CLIPS.length,
    podcasts: PODCASTS.length,
    episodes: PODCASTS.reduce((sum, podcast) => sum + podcast.episodes.length, 0),
    articles: ARTICLES.length,
    products: PRODUCTS.length,
    events: EVENTS.length,
    mediaFiles: media.written,
  };
}
