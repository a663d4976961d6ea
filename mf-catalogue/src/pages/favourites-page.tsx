import { ScreenFrame } from '@kora/shared/remote-app';
import { FavouritesList } from '../features/favourites/components/favourites-list';

/** /favorites: the podcasts and episodes kept on this device. */
export function FavouritesPage() {
  return (
    <ScreenFrame area="catalogue" screen="favorites">
      <FavouritesList />
    </ScreenFrame>
  );
}
