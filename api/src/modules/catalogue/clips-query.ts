import type { Db } from '../../db/connection';
import type { VideoClipRow } from '../../db/tables';

export type ClipRow = VideoClipRow & { artist_name: string; release_id: number | null };

/**
 * Public video clips with their artist's name and the release that sells them (its first track is the
 * clip's track). A clip whose release is still a draft stays hidden with it.
 */
export function clipsQuery(db: Db) {
  return db
    .selectFrom('video_clips')
    .innerJoin('artists', 'artists.id', 'video_clips.artist_id')
    .selectAll('video_clips')
    .select('artists.name as artist_name')
    .select((eb) =>
      eb
        .selectFrom('releases')
        .select('releases.id')
        .whereRef('releases.video_clip_id', '=', 'video_clips.id')
        .where('releases.status', '=', 'published')
        .orderBy('releases.id')
        .limit(1)
        .as('release_id'),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('releases as draft')
            .select('draft.id')
            .whereRef('draft.video_clip_id', '=', 'video_clips.id')
            .where('draft.status', '=', 'draft'),
        ),
      ),
    );
}
