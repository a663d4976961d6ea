import { selectSignedIn, useQueryClient, useSessionStore } from '@kora/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { withNotificationTexts } from './notification-texts-on-demand';

/**
 * While someone is signed in, one stream brings their new notifications into the bell (and, if they
 * asked for it, as browser notifications) and keeps the unread count in step with their other tabs.
 * Closed at sign-out or when the token changes; never opened for a visitor.
 */
export function useLiveNotifications(): void {
  const token = useSessionStore((state) => (selectSignedIn(state) ? state.token : null));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    if (!token) return undefined;
    let stop: (() => void) | undefined;
    let closed = false;
    // The stream and its library are fetched only for someone signed in.
    void withNotificationTexts(import('./follow-notifications')).then(({ followNotifications }) => {
      if (!closed) stop = followNotifications(token, queryClient, (path) => navigateRef.current(path));
    });
    return () => {
      closed = true;
      stop?.();
    };
  }, [token, queryClient]);
}
