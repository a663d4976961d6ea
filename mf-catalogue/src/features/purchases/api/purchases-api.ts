import { http, isApiError } from '@kora/shared';
import type {
  CanDownloadResponse,
  DownloadSyncResponse,
  ForceResetDownloadResponse,
  ReleaseTrackAccessResponse,
  PurchaseCheckoutResponse,
  TrackDownloadedResponse,
} from '@kora/shared/contracts';

export interface ReturnAddresses {
  successUrl: string;
  cancelUrl: string;
}

/** The catalogue's purchase and download calls (catalogue-and-commerce.md §7). */
export const purchasesApi = {
  startTrackCheckout: (trackId: number, amount: number, urls: ReturnAddresses) =>
    http.post<PurchaseCheckoutResponse>('/create-stripe-session', { trackId, amount, ...urls }),
  startAlbumCheckout: (albumId: number, amount: number, urls: ReturnAddresses) =>
    http.post<PurchaseCheckoutResponse>('/create-album-stripe-session', { albumId, amount, ...urls }),
  canDownload: (trackId: number) => http.get<CanDownloadResponse>(`/user/track/${trackId}/can-download`),
  releaseTrackAccess: (releaseId: number) =>
    http.get<ReleaseTrackAccessResponse>(`/user/releases/${releaseId}/track-access`),
  syncDownloadStatus: (trackId: number) =>
    http.post<DownloadSyncResponse>(`/user/track/${trackId}/sync-download-status`, { trackId }),
  forceResetDownload: (trackId: number) =>
    http.post<ForceResetDownloadResponse>(`/user/track/${trackId}/force-reset-download`, { trackId }),
  markDownloaded: (trackId: number) => http.post<TrackDownloadedResponse>('/user/track-downloaded', { trackId }),
};

export const MISSING_TOKEN = "Token d'authentification manquant";
export const DOWNLOAD_FAILED = 'Erreur lors du téléchargement du track';

/** What a buyer may download: the master as the artist uploaded it, or an MP3 at 320 kbps. */
export const DOWNLOAD_FORMATS = ['master', 'mp3-320'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** The track's file in `format`, as the server sends it; a network failure reads as a failed download. */
export function fetchTrackFile(trackId: number, format: DownloadFormat) {
  return http.blob(`/track/${trackId}/download`, { query: { format } }).catch((error: unknown) => {
    throw isApiError(error) && error.code === 'network' ? new Error(DOWNLOAD_FAILED) : error;
  });
}
