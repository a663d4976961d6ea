import { bus, selectSignedIn, useFavouritesStore, useSessionStore } from '@kora/shared';

const holdsFavourites = () => {
  const { podcasts, episodes } = useFavouritesStore.getState();
  return podcasts.length + episodes.length > 0;
};

const loadImport = () => import(/* webpackChunkName: "device-favourites" */ './import-device-favourites');

/**
 * Brings a visitor's device favourites to the account at each sign-in (and once at start, for someone
 * still signed in from before favourites lived on the account). The import's code comes only when the
 * device holds favourites. Returns what stops listening.
 */
export function installDeviceFavouritesImport(): () => void {
  let running: Promise<void> | null = null;
  const start = () => {
    running ??= loadImport()
      .then(({ importDeviceFavourites }) => importDeviceFavourites())
      .catch((error: unknown) =>
        console.warn('[kora] the device favourites could not be brought to the account', error),
      )
      .finally(() => {
        running = null;
      });
  };
  if (selectSignedIn(useSessionStore.getState()) && holdsFavourites()) start();
  return bus.on('auth:changed', ({ signedIn }) => {
    if (signedIn && holdsFavourites()) start();
  });
}
