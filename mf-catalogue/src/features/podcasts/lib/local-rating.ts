/** The visitor's own vote on an episode, kept on the device under rating_{episodeId} (spec §3 local state). */
const key = (episodeId: number | string) => `rating_${episodeId}`;

export function storedRating(episodeId: number | string): number | null {
  try {
    const value = Number(window.localStorage.getItem(key(episodeId)));
    return Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
  } catch {
    return null;
  }
}

export function storeRating(episodeId: number | string, rating: number): void {
  try {
    window.localStorage.setItem(key(episodeId), String(rating));
  } catch {
    // Storage blocked: the vote is still counted by the server.
  }
}
