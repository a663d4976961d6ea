import { NOTIFICATION_KINDS, type Notification } from '@kora/shared/contracts';
import type { NotificationRow } from '../../db/tables';

function paramsOf(row: NotificationRow): Record<string, string> {
  const parsed: unknown = JSON.parse(row.params);
  if (!parsed || typeof parsed !== 'object') return {};
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
}

/** A stored notification as the contract gives it; its look (success, info, fail) follows its kind. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: NOTIFICATION_KINDS[row.kind],
    kind: row.kind,
    params: paramsOf(row),
    link: row.link,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}
