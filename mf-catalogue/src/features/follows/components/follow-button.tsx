import { useTranslation } from '@kora/shared';
import type { ArtistDetail } from '@kora/shared/contracts';
import { LibraryNotice } from '../../../common/components/library-notice';
import { useCountText } from '../../../common/hooks/use-count-text';
import { useFollow } from '../hooks/use-follow';
import './follow-button.css';

/** An artist's follower count and the 'Suivre' / 'Abonné·e' toggle of their profile's header. */
export function FollowButton({ artist }: { artist: Pick<ArtistDetail, 'id' | 'followers'> }) {
  const { t } = useTranslation('catalogue-library');
  const countText = useCountText();
  const { isFollowing, toggle, pending, notice, dismiss } = useFollow(artist.id);
  return (
    <div className="kora-cat-follow">
      <span className="kora-cat-library-action">
        <button
          type="button"
          className={`kora-button${isFollowing ? ' kora-cat-follow--on' : ' kora-button--accent'}`}
          aria-pressed={isFollowing}
          aria-busy={pending || undefined}
          onClick={toggle}
        >
          {isFollowing ? t('favourites.follow.following') : t('favourites.follow.follow')}
        </button>
        {notice && <LibraryNotice notice={notice} onDismiss={dismiss} />}
      </span>
      <span className="kora-cat-follow__count">
        {t('favourites.follow.followers', { count: artist.followers, formatted: countText(artist.followers) })}
      </span>
    </div>
  );
}
