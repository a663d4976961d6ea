import { useLayoutEffect } from 'react';
import { useLiveNotifications } from './use-live-notifications';
import { useNotifications } from './use-notifications';

/**
 * A signed-in user's unread count, kept live by the notification stream. It comes after the first screen,
 * for someone signed in only: a visitor's bell has nothing to count.
 */
export function LiveUnreadCount({ onCount }: { onCount(count: number): void }) {
  const unread = useNotifications(true).data?.unread ?? 0;
  useLiveNotifications();
  useLayoutEffect(() => onCount(unread), [unread, onCount]);
  return null;
}
