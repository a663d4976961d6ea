import { v5 as uuidv5 } from 'uuid';

/** The namespace of `podcast:guid` values (Podcasting 2.0, podcastindex.org/namespace/1.0). */
export const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/** A podcast's `podcast:guid`: the UUIDv5 of its feed URL without the scheme and trailing slashes. */
export function podcastGuid(feedUrl: string): string {
  const name = feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
  return uuidv5(name, PODCAST_GUID_NAMESPACE);
}

/** An episode's item guid: stable for the episode, unique across feeds (derived from its podcast's guid). */
export function episodeGuid(podcastGuidValue: string, episodeId: number): string {
  return uuidv5(`episode/${episodeId}`, podcastGuidValue);
}
