import type { ParcelConfigObject } from 'single-spa';
import type { RemoteAppName } from '@kora/shared';

export interface ParcelRequest {
  app: RemoteAppName;
  /** The remote's exposed parcel, e.g. './parcels/new-releases'. */
  expose: string;
  /** After a failure: forget what the runtime cached about the remote and fetch it again. */
  fresh: boolean;
}

type ParcelLoader = (request: ParcelRequest) => Promise<ParcelConfigObject>;

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
