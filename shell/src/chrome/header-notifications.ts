import { href } from '@kora/shared';

export type NotificationType = 'success' | 'info' | 'fail';

/** A header notification; `title` and `message` are keys of the shell namespace. */
export interface HeaderNotification {
  id: number;
  type: NotificationType;
  title: string;
  message: string;
  link: string;
  /** Minutes since the notification arrived. */
  time: number;
}

/** Notifications are local for now (the spec mocks them); the dropdown reads this list. */
export const HEADER_NOTIFICATIONS: HeaderNotification[] = [
  {
    id: 1,
    type: 'success',
    title: 'notifications.entries.welcome.title',
    message: 'notifications.entries.welcome.message',
    link: href('releases'),
    time: 5,
  },
  {
    id: 2,
    type: 'info',
    title: 'notifications.entries.event.title',
    message: 'notifications.entries.event.message',
    link: href('events'),
    time: 90,
  },
  {
    id: 3,
    type: 'fail',
    title: 'notifications.entries.payment.title',
    message: 'notifications.entries.payment.message',
    link: href('profile'),
    time: 240,
  },
];
