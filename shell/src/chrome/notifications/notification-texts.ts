import { formatDate } from '@kora/shared/format';
import type { Notification } from '@kora/shared/contracts';
import { NOTIFICATION_TEXTS_NAMESPACE } from './notification-texts-on-demand';

export type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

export interface NotificationTexts {
  title: string;
  message: string;
}

/**
 * A notification's title and message in the reader's language, written from what happened (`kind`)
 * and its details (`params`): dates in the reader's format, plans by their shown name.
 */
export function notificationTexts(
  t: Translate,
  { kind, params }: Pick<Notification, 'kind' | 'params'>,
  locale: string,
): NotificationTexts {
  const values: Record<string, unknown> = { ...params };
  if (params.until) values.until = formatDate(params.until, locale) || params.until;
  if (params.plan) values.plan = t(`plans.names.${params.plan}`, { ns: 'shell', defaultValue: params.plan });
  if (params.quantity) values.count = Number(params.quantity);
  // A kind newer than this page still reads as a notification.
  const texts = { ...values, ns: NOTIFICATION_TEXTS_NAMESPACE };
  return {
    title: t([`notifications.kinds.${kind}.title`, 'notifications.unknownKind.title'], texts),
    message: t([`notifications.kinds.${kind}.message`, 'notifications.unknownKind.message'], texts),
  };
}
