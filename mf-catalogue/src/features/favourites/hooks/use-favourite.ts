import {
  read,
  selectSignedIn,
  useFavouritesStore,
  useQuery,
  useSessionStore,
  useTranslation,
  write,
  type FavouriteItem,
} from '@kora/shared';
import type { FavouriteKind } from '@kora/shared/contracts';
import { addFavourite, listMyFavourites, removeFavourite } from '@kora/shared/contracts/endpoints';
import { useLibraryToggle } from '../../../common/hooks/use-library-toggle';

/** What a favourite button is about: its kind and id, and what the device list keeps of it. */
export interface FavouriteTarget extends FavouriteItem {
  kind: FavouriteKind;
  id: number;
}

/** The kinds a visitor's device keeps (the rest need an account). */
const onDevice = (kind: FavouriteKind): kind is 'podcasts' | 'episodes' => kind === 'podcasts' || kind === 'episodes';

/**
 * One item's favourite, wherever it is kept: the account's favourites for a signed-in user (read once
 * per kind for the whole page), the device's for a visitor (podcasts and episodes). A visitor pressing
 * it for another kind is invited to sign in; the plan's limit comes back as a notice.
 */
export function useFavourite(target: FavouriteTarget) {
  const { t } = useTranslation('catalogue-library');
  const signedIn = useSessionStore(selectSignedIn);
  const { kind, ...item } = target;
  const { id } = item;
  const account = useQuery({
    ...read(listMyFavourites, { query: { kind } }),
    enabled: signedIn,
    select: (favourites) => favourites.some((favourite) => favourite.kind === kind && favourite.id === id),
  });
  const kept = useFavouritesStore(
    (state) => onDevice(kind) && state[kind].some((entry) => String(entry.id) === String(id)),
  );
  const change = useLibraryToggle({
    signedIn,
    on: account.data === true,
    reading: account.isPending,
    turnOn: () => write(addFavourite, { params: { kind, id } }),
    turnOff: () => write(removeFavourite, { params: { kind, id } }),
    failureText: t('favourites.saveError'),
    signInText: t('favourites.keepOnAccount'),
    visitorToggle: onDevice(kind) ? () => useFavouritesStore.getState().toggle(kind, item) : undefined,
  });
  return { isFavourite: signedIn ? account.data === true : kept, ...change };
}
