import type { Db } from '../../db/connection';
import type { VideoClipRow } from '../../db/tables';

export type ClipRow = VideoClipRow & { artist_name: string; release_id: number | null };

/** Video clips with their artist's name and the release that sells them (its first track is the clip's track). */
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
        .orderBy('releases.id')
        .limit(1)
        .as('release_id'),
    );
}
