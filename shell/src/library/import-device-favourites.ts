import {
  getLanguage,
  i18n,
  notify,
  useFavouritesStore,
  write,
  type FavouriteItem,
  type FavouriteKind,
} from '@kora/shared';
import { importFavourites } from '@kora/shared/contracts/endpoints';
import { FAVOURITES_IMPORT_MAX } from '@kora/shared/contracts/plain';
import { LIBRARY_NAMESPACE, libraryTexts } from './library-texts';

const DEVICE_KINDS: readonly FavouriteKind[] = ['podcasts', 'episodes'];

interface DeviceFavourite {
  kind: FavouriteKind;
  /** As the device keeps it (a number, or a number written as text). */
  deviceId: FavouriteItem['id'];
  id: number;
}

function accountId(id: FavouriteItem['id']): number | null {
  const value = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** What the device keeps that the account can take (an id the API could never know stays where it is). */
function deviceFavourites(): DeviceFavourite[] {
  const lists = useFavouritesStore.getState();
  return DEVICE_KINDS.flatMap((kind) =>
    lists[kind].flatMap((item) => {
      const id = accountId(item.id);
      return id === null ? [] : [{ kind, deviceId: item.id, id }];
    }),
  );
}

/** Only what was sent leaves the device: a favourite added meanwhile waits for the next sign-in. */
function forget(sent: readonly DeviceFavourite[]): void {
  const favourites = useFavouritesStore.getState();
  for (const { kind, deviceId } of sent) favourites.remove(kind, deviceId);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/**
 * Sends the device's favourites to the account, then forgets them on the device and says what did not
 * fit under the plan's limit. A call that fails leaves its favourites on the device, for the next sign-in.
 */
export async function importDeviceFavourites(): Promise<void> {
  let taken = 0;
  let overLimit = 0;
  for (const batch of chunks(deviceFavourites(), FAVOURITES_IMPORT_MAX)) {
    try {
      const result = await write(importFavourites, { body: { items: batch.map(({ kind, id }) => ({ kind, id })) } });
      forget(batch);
      taken += result.added + result.alreadyThere;
      overLimit += result.overLimit;
    } catch (error) {
      console.warn('[kora] the device favourites stay on the device until the next sign-in', error);
      break;
    }
  }
  if (overLimit === 0 && taken === 0) return;
  await libraryTexts();
  const t = i18n.getFixedT(getLanguage(), LIBRARY_NAMESPACE);
  if (overLimit > 0) notify(t('library.favouritesOverLimit', { count: overLimit }), 'info');
  else if (taken > 0) notify(t('library.favouritesImported'), 'success');
}
