import { FavouriteButton } from '../../../common/components/favourite-button';
import { LibraryNotice } from '../../../common/components/library-notice';
import { useFavourite, type FavouriteTarget } from '../hooks/use-favourite';

/** The favourite button of a release, podcast or episode page, with what it has to say beside it. */
export function FavouriteToggle({ item }: { item: FavouriteTarget }) {
  const { isFavourite, toggle, pending, notice, dismiss } = useFavourite(item);
  return (
    <span className="kora-cat-library-action">
      <FavouriteButton favourite={isFavourite} pending={pending} onToggle={toggle} />
      {notice && <LibraryNotice notice={notice} onDismiss={dismiss} />}
    </span>
  );
}
