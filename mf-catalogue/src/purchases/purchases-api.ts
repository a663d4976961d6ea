import { apiPath, ApiError, expireSession, http, selectSignedIn, useSessionStore } from '@kora/shared';
import type {
  CanDownloadResponse,
  DownloadSyncResponse,
  ForceResetDownloadResponse,
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
  syncDownloadStatus: (trackId: number) =>
    http.post<DownloadSyncResponse>(`/user/track/${trackId}/sync-download-status`, { trackId }),
  forceResetDownload: (trackId: number) =>
    http.post<ForceResetDownloadResponse>(`/user/track/${trackId}/force-reset-download`, { trackId }),
  markDownloaded: (trackId: number) => http.post<TrackDownloadedResponse>('/user/track-downloaded', { trackId }),
};

export const MISSING_TOKEN = "Token d'authentification manquant";
export const DOWNLOAD_FAILED = 'Erreur lors du téléchargement du track';

/** The track's file as the server sends it (a blob; the JSON client cannot carry one). */
export async function fetchTrackFile(trackId: number): Promise<{ blob: Blob; mediaType: string | null }> {
  const { token, username } = useSessionStore.getState();
  if (!selectSignedIn({ token, username })) throw new ApiError(401, null, '', MISSING_TOKEN);
  let response: Response;
  try {
    response = await fetch(apiPath(`/track/${trackId}/download`), { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(0, null, '', DOWNLOAD_FAILED);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 401 && token === useSessionStore.getState().token) expireSession();
    throw new ApiError(response.status, body, response.statusText);
  }
  return { blob: await response.blob(), mediaType: response.headers.get('content-type') };
}
