import { notFound } from '../../http/errors';
import type { PurchasesRepository, TrackForSale } from './purchases-repository';

export const TRACK_NOT_FOUND = 'Morceau introuvable.';

/** A track for sale, or 404 'Morceau introuvable.' */
export async function trackOrNotFound(repository: PurchasesRepository, trackId: number): Promise<TrackForSale> {
  const track = await repository.findTrackForSale(trackId);
  if (!track) throw notFound(TRACK_NOT_FOUND);
  return track;
}
