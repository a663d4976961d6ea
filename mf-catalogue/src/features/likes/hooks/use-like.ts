import { read, selectSignedIn, useQuery, useSessionStore, useTranslation, write } from '@kora/shared';
import { likeTrack, listLikedTracks, unlikeTrack } from '@kora/shared/contracts/endpoints';
import { useLibraryToggle } from '../../../common/hooks/use-library-toggle';

/**
 * A track's like. A signed-in user's liked tracks are read once for the whole page (every heart shares
 * the read); a like or unlike reads them again. A visitor is invited to sign in.
 */
export function useLike(trackId: number) {
  const { t } = useTranslation('catalogue-library');
  const signedIn = useSessionStore(selectSignedIn);
  const liked = useQuery({
    ...read(listLikedTracks),
    enabled: signedIn,
    select: (tracks) => tracks.some((track) => track.id === trackId),
  });
  const isLiked = signedIn && liked.data === true;
  const change = useLibraryToggle({
    signedIn,
    on: isLiked,
    reading: liked.isPending,
    turnOn: () => write(likeTrack, { params: { id: trackId } }),
    turnOff: () => write(unlikeTrack, { params: { id: trackId } }),
    failureText: t('favourites.like.error'),
    signInText: t('favourites.like.signIn'),
  });
  return { isLiked, ...change };
}
