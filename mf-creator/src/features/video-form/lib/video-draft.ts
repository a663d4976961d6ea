import type { FieldErrors } from '@kora/shared';
import type { CreateVideoRequest, VideoQuality } from '@kora/shared/contracts';
import { today } from '../../../common/releases/lib/dates';
import { parseSeconds } from '../../../common/releases/lib/seconds';

export interface VideoDraft {
  title: string;
  description: string;
  releaseDate: string;
  /** Seconds, as typed; optional (the server reads the file's). */
  duration: string;
  thumbnailUrl: string | null;
  videoUrl: string | null;
  quality: VideoQuality;
  draft: boolean;
}

export const emptyVideo = (): VideoDraft => ({
  title: '',
  description: '',
  releaseDate: today(),
  duration: '',
  thumbnailUrl: null,
  videoUrl: null,
  quality: '1080p',
  draft: false,
});

/** A file chosen as the video must be one, whatever the upload rules then say of its format. */
export const isVideo = (file: File) => file.type.startsWith('video/');
export const isImage = (file: File) => file.type.startsWith('image/');

export interface VideoTexts {
  titleRequired: string;
  durationInvalid: string;
  videoRequired: string;
}

/** The video form's rules, keyed like the API's violations. */
export function videoProblems(draft: VideoDraft, texts: VideoTexts): FieldErrors {
  return {
    title: draft.title.trim() ? undefined : texts.titleRequired,
    duration: parseSeconds(draft.duration) === null ? texts.durationInvalid : undefined,
    videoFileUrl: draft.videoUrl ? undefined : texts.videoRequired,
  };
}

export function toVideoRequest(draft: VideoDraft): CreateVideoRequest {
  const duration = parseSeconds(draft.duration);
  return {
    title: draft.title.trim(),
    ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
    ...(draft.releaseDate ? { releaseDate: draft.releaseDate } : {}),
    ...(duration ? { duration } : {}),
    ...(draft.thumbnailUrl ? { thumbnailUrl: draft.thumbnailUrl } : {}),
    videoFileUrl: draft.videoUrl ?? '',
    quality: draft.quality,
    status: draft.draft ? 'draft' : 'published',
  };
}
