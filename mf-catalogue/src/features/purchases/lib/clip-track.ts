import type { Track, VideoClip } from '@kora/shared/contracts';
import { catalogueApi } from '../../../api';

/** The track a video clip sells: the first track of the release that sells the clip, or null when none does. */
export async function findClipTrack(clip: Pick<VideoClip, 'releaseId'>): Promise<Track | null> {
  if (clip.releaseId === null) return null;
  const release = await catalogueApi.release(clip.releaseId);
  return release.tracks[0] ?? null;
}
