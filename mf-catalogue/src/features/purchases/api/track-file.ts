import { http, isApiError } from '@kora/shared';
import type { TrackDownloadFormat } from '@kora/shared/contracts';
import { downloadTrack } from '@kora/shared/contracts/endpoints';
import { DOWNLOAD_FAILED } from '../lib/download-messages';

/** The track's file in `format`, as the server sends it; a network failure reads as a failed download. */
export function fetchTrackFile(trackId: number, format: TrackDownloadFormat) {
  return http.blob(downloadTrack, { params: { id: trackId }, query: { format } }).catch((error: unknown) => {
    throw isApiError(error) && error.code === 'network' ? new Error(DOWNLOAD_FAILED) : error;
  });
}
