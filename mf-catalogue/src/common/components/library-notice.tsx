import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { href, useTranslation } from '@kora/shared';
import { useSignInHere } from '@kora/shared/remote-app';
import type { LibraryNotice as Notice } from '../hooks/use-library-toggle';
import './library-notice.css';

/** Space kept between the bubble and the window's edges. */
const EDGE = 8;

/**
 * The bubble a favourite, like or follow button opens beside itself: the plan's limit with the way to
 * the plans, the invitation to sign in, or what went wrong. Escape or its close button dismisses it.
 * `align` says which edge of the button it lines up with; it then moves sideways as much as it must
 * to stay inside the window (a heart on the left of a phone's row, the player's panel).
 */
export function LibraryNotice({
  notice,
  onDismiss,
  align = 'start',
}: {
  notice: Notice;
  onDismiss: () => void;
  align?: 'start' | 'end';
}) {
  const { t } = useTranslation('catalogue-library');
  const signInHere = useSignInHere();
  const bubble = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = bubble.current;
    const width = document.documentElement.clientWidth;
    if (!element || !width) return;
    element.style.translate = '';
    const { left, right } = element.getBoundingClientRect();
    const shift = right > width - EDGE ? width - EDGE - right : left < EDGE ? EDGE - left : 0;
    if (shift) element.style.translate = `${Math.round(shift)}px 0`;
  }, [notice, align]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onDismiss]);

  return (
    <div
      ref={bubble}
      className={`kora-cat-notice kora-cat-notice--${align} kora-cat-notice--${notice.kind}`}
      role={notice.kind === 'sign-in' ? 'status' : 'alert'}
    >
      <p>
        {notice.text}{' '}
        {notice.kind === 'limit' && (
          <Link to={href('profile')} state={{ tab: 'plan' }}>
            {t('favourites.seePlans')}
          </Link>
        )}
        {notice.kind === 'sign-in' && <Link to={signInHere}>{t('favourites.signIn')}</Link>}
      </p>
      <button
        type="button"
        className="kora-cat-notice__close"
        aria-label={t('favourites.closeNotice')}
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
