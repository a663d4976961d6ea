import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';

/** How long another remote's piece may take to arrive before the page shows it as unavailable. */
export const PARCEL_TIMEOUT_MS = 5000;

type FederationInstance = NonNullable<ReturnType<typeof getInstance>>;

const remoteNamed = (instance: FederationInstance | null, name: string) =>
  instance?.options.remotes.find((remote) => remote.name === name);

/**
 * This app's federation runtime only knows the remotes it was told about; the shell registered every
 * remote from /remotes.json, so a remote this app needs is taken from the instance that knows it.
 */
function knowRemote(name: string, fresh: boolean): void {
  const own = remoteNamed(getInstance(), name);
  const remote =
    own ??
    remoteNamed(
      getInstance((instance) => Boolean(remoteNamed(instance, name))),
      name,
    );
  if (!remote) throw new Error(`The remote ${name} is not registered`);
  // A remote that failed keeps its failure cached in the runtime: a retry registers it anew.
  if (!own || fresh) registerRemotes([remote], { force: fresh });
}

function isParcel(value: unknown): value is ParcelConfigObject {
  return typeof value === 'object' && value !== null && typeof (value as { mount?: unknown }).mount === 'function';
}

function within<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${id} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Loads a single-spa parcel another remote exposes, e.g. 'mf_events/parcels/my-events-manager'. */
export async function loadFederatedParcel(
  id: string,
  { fresh = false, timeoutMs = PARCEL_TIMEOUT_MS }: { fresh?: boolean; timeoutMs?: number } = {},
): Promise<ParcelConfigObject> {
  knowRemote(id.split('/')[0], fresh);
  const module = await within(loadRemote<unknown>(id), timeoutMs, id);
  const parcel = isParcel(module) ? module : (module as { default?: unknown } | null)?.default;
  if (!isParcel(parcel)) throw new Error(`${id} is not a parcel`);
  return parcel;
}
