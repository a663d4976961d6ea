import type { ParcelConfigObject } from 'single-spa';
import type { RemoteAppName } from '@kora/shared';

export interface ParcelRequest {
  app: RemoteAppName;
  /** The remote's exposed parcel, e.g. './parcels/new-releases'. */
  expose: string;
  /** After a failure: forget what the runtime cached about the remote and fetch it again. */
  fresh: boolean;
}

/**
 * Loads a parcel's code. It rejects with an error marked `permanent: true` when the code reached the
 * page but cannot run in it (a newer release of its remote): reloading the page helps, retrying does not.
 */
type ParcelLoader = (request: ParcelRequest) => Promise<ParcelConfigObject>;

/** A rejection of the loader that only a reload of the page can cure. */
export function isPermanentFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true;
}

let loader: ParcelLoader | null = null;

/**
 * The shell knows where every remote lives (from /remotes.json) and how long to wait for it; it
 * provides the loader once, and any app mounts another remote's parcel through it.
 */
export function provideParcelLoader(load: ParcelLoader): void {
  loader = load;
}

export function loadParcel(request: ParcelRequest): Promise<ParcelConfigObject> {
  if (!loader) return Promise.reject(new Error('No parcel loader: the shell provides it at start'));
  return loader(request);
}
