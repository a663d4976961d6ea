import { href } from '@kora/shared';
import type { Notification } from '@kora/shared/contracts';

/** The page a notification opens: a path of this site, never another address. */
export function notificationPath({ link }: Pick<Notification, 'link'>): string {
  // '//host' and '/\host' would leave the site.
  return /^\/(?![/\\])/.test(link) ? link : href('home');
}
