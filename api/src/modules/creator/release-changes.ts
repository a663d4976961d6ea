import type { DeleteReleaseResponse, UpdateReleaseRequest } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/clock';
import type { ReleasesTable, VideoClipsTable } from '../../db/tables';
import { removeUnusedMedia } from '../../media/media-removal';
import { resolveMediaReference } from '../media/media-reference';
import type { CallerArtist } from './creator-access';
import type { CreatorReleases } from './creator-releases';
import { SINGLE_FIELD_MESSAGES } from './invalid-request';
import { notifyNewRelease } from './release-notices';
import { genreColumns, minorOf, releaseTimestamp, titleOf } from './release-fields';
import type { Updateable } from 'kysely';

/** Editing and removing the caller's own releases. */
export class ReleaseChanges {
  constructor(
    private readonly app: FastifyInstance,
    private readonly releases: CreatorReleases,
  ) {}

  /** The release's own fields; its tracks stay as they are, except a single's one track, which keeps its price. */
  async update(id: number, caller: CallerArtist, body: UpdateReleaseRequest): Promise<void> {
    const release = await this.releases.owned(id, caller);
    const changes: Updateable<ReleasesTable> = {};
    const clipChanges: Updateable<VideoClipsTable> = {};
    if (body.title !== undefined) {
      changes.title = titleOf(body.title, 'title', SINGLE_FIELD_MESSAGES.title);
      clipChanges.title = changes.title;
    }
    if (body.genre !== undefined) Object.assign(changes, genreColumns(body.genre));
    if (body.description !== undefined) {
      const text = body.description.trim() || null;
      Object.assign(changes, { description: text, about_content1: text });
      clipChanges.description = text;
    }
    if (body.releaseDate !== undefined) {
      changes.release_date = releaseTimestamp(body.releaseDate, new Date(release.release_date));
      clipChanges.release_date = changes.release_date;
    }
    if (body.price !== undefined) changes.price_minor = minorOf(body.price);
    if (body.coverImageUrl !== undefined) {
      const cover = await resolveMediaReference(
        this.app,
        body.coverImageUrl,
        ['image'],
        caller.userId,
        'coverImageUrl',
      );
      changes.cover = cover.path;
      clipChanges.thumbnail = cover.path;
    }
    if (body.status !== undefined) changes.status = body.status;

    await this.app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('releases')
        .set({ ...changes, updated_at: nowIso() })
        .where('id', '=', release.id)
        .execute();
      if (changes.price_minor !== undefined && release.type === 'single') {
        await trx
          .updateTable('tracks')
          .set({ price_minor: changes.price_minor })
          .where('release_id', '=', release.id)
          .execute();
      }
      if (release.type === 'single' && changes.title !== undefined) {
        await trx.updateTable('tracks').set({ title: changes.title }).where('release_id', '=', release.id).execute();
      }
      if (release.video_clip_id !== null && Object.keys(clipChanges).length > 0) {
        await trx.updateTable('video_clips').set(clipChanges).where('id', '=', release.video_clip_id).execute();
      }
      if (changes.status === 'published') await notifyNewRelease(trx, release.id);
    });
  }

  /**
   * A release that sold (itself or one of its tracks) goes back to draft so its buyers keep their
   * downloads; any other is deleted with its tracks, clip, listens and comments, then its files no other
   * row uses (cover, tracks' audio and masters, clip).
   */
  async remove(id: number, caller: CallerArtist): Promise<DeleteReleaseResponse> {
    const release = await this.releases.owned(id, caller);
    if ((await this.releases.salesOf(release.id)) > 0) {
      await this.app.db
        .updateTable('releases')
        .set({ status: 'draft', updated_at: nowIso() })
        .where('id', '=', release.id)
        .execute();
      return { id: release.id, outcome: 'unpublished' };
    }
    const media = await this.app.db.transaction().execute(async (trx) => {
      const tracks = await trx.selectFrom('tracks').select('audio_file').where('release_id', '=', release.id).execute();
      const clip =
        release.video_clip_id === null
          ? undefined
          : await trx
              .selectFrom('video_clips')
              .select(['video_file', 'thumbnail'])
              .where('id', '=', release.video_clip_id)
              .executeTakeFirst();
      await trx.deleteFrom('listens').where('release_id', '=', release.id).execute();
      await trx.deleteFrom('comments').where('release_id', '=', release.id).execute();
      await trx.deleteFrom('tracks').where('release_id', '=', release.id).execute();
      await trx.deleteFrom('releases').where('id', '=', release.id).execute();
      if (release.video_clip_id !== null) {
        await trx.deleteFrom('video_clips').where('id', '=', release.video_clip_id).execute();
      }
      return [release.cover, ...tracks.map((track) => track.audio_file), clip?.video_file, clip?.thumbnail];
    });
    await removeUnusedMedia(this.app, media);
    return { id: release.id, outcome: 'deleted' };
  }
}
