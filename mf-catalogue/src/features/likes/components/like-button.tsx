import { useTranslation } from '@kora/shared';
import { LibraryNotice } from '../../../common/components/library-notice';
import { useLike } from '../hooks/use-like';
import './like-button.css';

/**
 * The heart of a track row or of the player: a 40 px toggle named 'J’aime « title »'. `align` is the
 * edge of the heart its notice lines up with (the end in a row, where the heart sits on the right).
 */
export function LikeButton({
  track,
  align = 'end',
}: {
  track: { id: number; title: string };
  align?: 'start' | 'end';
}) {
  const { t } = useTranslation('catalogue-library');
  const { isLiked, toggle, pending, notice, dismiss } = useLike(track.id);
  return (
    <span className="kora-cat-library-action">
      <button
        type="button"
        className={`kora-icon-button kora-cat-like${isLiked ? ' kora-cat-like--on' : ''}`}
        aria-label={t('favourites.like.name', { title: track.title })}
        aria-pressed={isLiked}
        aria-busy={pending || undefined}
        onClick={toggle}
      >
        <span aria-hidden="true">{isLiked ? '♥' : '♡'}</span>
      </button>
      {notice && <LibraryNotice notice={notice} onDismiss={dismiss} align={align} />}
    </span>
  );
}
