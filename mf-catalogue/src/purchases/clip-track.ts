import type { Track, VideoClip } from '@kora/shared/contracts';
import { catalogueApi } from '../api';

/**
 * The track a video clip sells: the first track of the artist's video release that shows this clip
 * (the clip itself does not say which release it belongs to). Null when no release of the artist has it.
 */
export async function findClipTrack(clip: Pick<VideoClip, 'id' | 'artistId'>): Promise<Track | null> {
  const releases = await catalogueApi.artistReleases(clip.artistId);
  for (const summary of releases.filter((release) => release.type === 'video')) {
    const release = await catalogueApi.release(summary.id);
    if (release.video?.id === clip.id) return release.tracks[0] ?? null;
  }
  return null;
}
