import type { Track, VideoClip } from '@kora/shared/contracts';
import { http } from '@kora/shared';
import { getRelease } from '@kora/shared/contracts/endpoints';

/** The track a video clip sells: the first track of the release that sells the clip, or null when none does. */
export async function findClipTrack(clip: Pick<VideoClip, 'releaseId'>): Promise<Track | null> {
  if (clip.releaseId === null) return null;
  const release = await http.call(getRelease, { params: { id: clip.releaseId } });
  return release.tracks[0] ?? null;
}
