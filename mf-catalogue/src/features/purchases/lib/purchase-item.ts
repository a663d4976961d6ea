/** What is bought: one track of a release, or a whole album. Prices in EUR. */
export type PurchaseItem =
  | { kind: 'track'; trackId: number; releaseId: number; title: string; price: number }
  | { kind: 'album'; albumId: number; title: string; price: number };

/** A track as the buy and download buttons need it. */
export interface TrackToBuy {
  id: number;
  releaseId: number;
  title: string;
  /** EUR. */
  price: number;
}

export function trackPurchase(track: TrackToBuy): PurchaseItem {
  return { kind: 'track', trackId: track.id, releaseId: track.releaseId, title: track.title, price: track.price };
}
