import { read, selectSignedIn, useQuery, useSessionStore, useTranslation, write } from '@kora/shared';
import { followArtist, listFollowedArtists, unfollowArtist } from '@kora/shared/contracts/endpoints';
import { useLibraryToggle } from '../../../common/hooks/use-library-toggle';

/**
 * Whether the signed-in user follows the artist, and the toggle. A follow or unfollow reads the
 * catalogue again, so the artist's follower count moves with it. A visitor is invited to sign in.
 */
export function useFollow(artistId: number) {
  const { t } = useTranslation('catalogue-library');
  const signedIn = useSessionStore(selectSignedIn);
  const followed = useQuery({
    ...read(listFollowedArtists),
    enabled: signedIn,
    select: (artists) => artists.some((artist) => artist.id === artistId),
  });
  const isFollowing = signedIn && followed.data === true;
  const change = useLibraryToggle({
    signedIn,
    on: isFollowing,
    reading: followed.isPending,
    turnOn: () => write(followArtist, { params: { id: artistId } }),
    turnOff: () => write(unfollowArtist, { params: { id: artistId } }),
    failureText: t('favourites.follow.error'),
    signInText: t('favourites.follow.signIn'),
  });
  return { isFollowing, ...change };
}
