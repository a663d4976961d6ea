import { selectSignedIn, useSessionStore } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { AccountFavourites } from '../features/favourites/components/account-favourites';
import { DeviceFavourites } from '../features/favourites/components/device-favourites';

/** /favorites: a signed-in user's favourites on the account; a visitor's podcasts and episodes on this device. */
export function FavouritesPage() {
  const signedIn = useSessionStore(selectSignedIn);
  return (
    <ScreenFrame area="catalogue" screen="favorites">
      {signedIn ? <AccountFavourites /> : <DeviceFavourites />}
    </ScreenFrame>
  );
}
