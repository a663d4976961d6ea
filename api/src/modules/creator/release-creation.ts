import {
  DEFAULT_GENRE,
  parseTrackDuration,
  type CreateAlbumRequest,
  type CreateSingleRequest,
  type CreateVideoRequest,
  type Genre,
} from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import { resolveMediaReference, type ResolvedMedia } from '../media/media-reference';
import type { CallerArtist } from './creator-access';
import { notifyNewRelease } from './release-notices';
import { ALBUM_FIELD_MESSAGES, SINGLE_FIELD_MESSAGES, VIDEO_FIELD_MESSAGES } from './invalid-request';
import {
  aboutColumns,
  checkArtistName,
  genreColumns,
  minorOf,
  refuse,
  RELEASE_CURRENCY,
  releaseTimestamp,
  titleOf,
  TRACK_PRICE_MINOR,
} from './release-fields';

const DURATION_UNKNOWN = "La durée du fichier n'a pas pu être lue : indiquez-la.";

/** The file's own duration wins; the typed one is used only when the file's cannot be read. */
function durationOf(media: ResolvedMedia, typed: number | null | undefined, field: string): number {
  const seconds = media.durationSeconds ?? typed ?? null;
  if (seconds === null) throw refuse(field, DURATION_UNKNOWN);
  return seconds;
}

interface NewRelease {
  type: 'single' | 'album' | 'ep' | 'video';
  title: string;
  genre: Genre | null;
  description: string | undefined;
  releaseDate: string | undefined;
  priceMinor: number;
  cover: ResolvedMedia | null;
  status: 'draft' | 'published';
  videoClipId?: number;
}

interface NewTrack {
  title: string;
  seconds: number;
  file: string;
  priceMinor: number;
}

/**
 * Creates singles, albums/EPs and video clips for the caller's artist: media references are resolved
 * (the caller's own uploads, or small data URLs) before anything is written, then the release and its
 * tracks are written together. Answers the new release's id.
 */
export class ReleaseCreation {
  constructor(private readonly app: FastifyInstance) {}

  private media(caller: CallerArtist, reference: string, kind: 'audio' | 'image' | 'video', field: string) {
    return resolveMediaReference(this.app, reference, [kind], caller.userId, field);
  }

  private async optionalImage(caller: CallerArtist, reference: string | undefined, field: string) {
    return reference ? this.media(caller, reference, 'image', field) : null;
  }

  async single(caller: CallerArtist, body: CreateSingleRequest): Promise<number> {
    const title = titleOf(body.title, 'title', SINGLE_FIELD_MESSAGES.title);
    checkArtistName(body.artist, caller);
    const audio = await this.media(caller, body.audioFileUrl, 'audio', 'audioFileUrl');
    const cover = await this.optionalImage(caller, body.coverImageUrl, 'coverImageUrl');
    const seconds = durationOf(audio, body.duration, 'duration');
    const priceMinor = body.price === undefined ? TRACK_PRICE_MINOR : minorOf(body.price);
    return this.write(
      caller,
      {
        type: 'single',
        title,
        genre: body.genre ?? DEFAULT_GENRE,
        description: body.description,
        releaseDate: body.releaseDate,
        priceMinor,
        cover,
        status: body.status ?? 'published',
      },
      [{ title, seconds, file: audio.path, priceMinor }],
    );
  }

  async album(caller: CallerArtist, body: CreateAlbumRequest): Promise<number> {
    const title = titleOf(body.title, 'title', ALBUM_FIELD_MESSAGES.title);
    checkArtistName(body.artist, caller);
    const titles = body.tracks.map((track, i) =>
      titleOf(track.title, `tracks.${i}.title`, 'Le titre de la piste est requis'),
    );
    const tracks: NewTrack[] = [];
    for (const [i, track] of body.tracks.entries()) {
      const audio = await this.media(caller, track.audioFileUrl, 'audio', `tracks.${i}.audioFileUrl`);
      const typed = track.duration ? parseTrackDuration(track.duration) : null;
      const seconds = durationOf(audio, typed, `tracks.${i}.duration`);
      tracks.push({ title: titles[i], seconds, file: audio.path, priceMinor: TRACK_PRICE_MINOR });
    }
    const cover = await this.optionalImage(caller, body.coverImageUrl, 'coverImageUrl');
    const priceMinor = body.price === undefined ? TRACK_PRICE_MINOR * tracks.length : minorOf(body.price);
    return this.write(
      caller,
      {
        type: body.albumType ?? 'album',
        title,
        genre: body.genre ?? DEFAULT_GENRE,
        description: body.description,
        releaseDate: body.releaseDate,
        priceMinor,
        cover,
        status: body.status ?? 'published',
      },
      tracks,
    );
  }

  /** A clip and the release that sells it, as the demo's clips are: its one track is the clip's file. */
  async video(caller: CallerArtist, body: CreateVideoRequest): Promise<number> {
    const title = titleOf(body.title, 'title', VIDEO_FIELD_MESSAGES.title);
    const video = await this.media(caller, body.videoFileUrl, 'video', 'videoFileUrl');
    const thumbnail = await this.optionalImage(caller, body.thumbnailUrl, 'thumbnailUrl');
    const seconds = durationOf(video, body.duration, 'duration');
    const now = new Date();
    const releaseDate = releaseTimestamp(body.releaseDate, now);
    return this.app.db.transaction().execute(async (trx) => {
      const clip = await trx
        .insertInto('video_clips')
        .values({
          artist_id: caller.id,
          title,
          description: body.description?.trim() || null,
          video_file: video.path,
          thumbnail: thumbnail?.path ?? null,
          duration_seconds: seconds,
          quality: body.quality ?? '1080p',
          release_date: releaseDate,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.insert(
        trx,
        caller,
        {
          type: 'video',
          title,
          genre: null,
          description: body.description,
          releaseDate: body.releaseDate,
          priceMinor: TRACK_PRICE_MINOR,
          cover: thumbnail,
          status: body.status ?? 'published',
          videoClipId: clip.id,
        },
        [{ title, seconds, file: video.path, priceMinor: TRACK_PRICE_MINOR }],
        now,
      );
    });
  }

  private write(caller: CallerArtist, release: NewRelease, tracks: NewTrack[]): Promise<number> {
    return this.app.db.transaction().execute((trx) => this.insert(trx, caller, release, tracks, new Date()));
  }

  private async insert(
    trx: Transaction<Database>,
    caller: CallerArtist,
    release: NewRelease,
    tracks: NewTrack[],
    now: Date,
  ): Promise<number> {
    const stamp = now.toISOString();
    const genre = release.genre ? genreColumns(release.genre) : { creator_genre: null, genre: null };
    const row = await trx
      .insertInto('releases')
      .values({
        artist_id: caller.id,
        title: release.title,
        type: release.type,
        ...genre,
        status: release.status,
        release_date: releaseTimestamp(release.releaseDate, now),
        cover: release.cover?.path ?? null,
        price_minor: release.priceMinor,
        currency: RELEASE_CURRENCY,
        ...aboutColumns(release.description ?? null),
        video_clip_id: release.videoClipId ?? null,
        episode_id: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('tracks')
      .values(
        tracks.map((track, n) => ({
          release_id: row.id,
          position: n + 1,
          title: track.title,
          duration_seconds: track.seconds,
          audio_file: track.file,
          price_minor: track.priceMinor,
          currency: RELEASE_CURRENCY,
          created_at: stamp,
        })),
      )
      .execute();
    await notifyNewRelease(trx, row.id);
    return row.id;
  }
}
