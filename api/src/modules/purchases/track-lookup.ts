import { notFound } from '../../http/errors';
import type { PurchasesRepository, TrackForSale } from './purchases-repository';

export const TRACK_NOT_FOUND = 'Morceau introuvable.';

/** A track for sale, or 404 'Morceau introuvable.' */
export async function trackOrNotFound(repository: PurchasesRepository, trackId: number): Promise<TrackForSale> {
  const track = await repository.findTrackForSale(trackId);
  if (!track) throw notFound(TRACK_NOT_FOUND);
  return track;
}

/** A track the user may reach (for sale, or bought before its release was unpublished), or 404 'Morceau introuvable.' */
export async function reachableTrackOrNotFound(
  repository: PurchasesRepository,
  trackId: number,
  userId: number,
): Promise<TrackForSale> {
  const track = await repository.findTrackForBuyer(trackId, userId);
  if (!track) throw notFound(TRACK_NOT_FOUND);
  return track;
}
