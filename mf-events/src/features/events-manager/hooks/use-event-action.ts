import { refreshEventsData } from '../../../common/api/events-api';
import { useMutation, useTranslation } from '@kora/shared';
import type { KoraEvent } from '@kora/shared/contracts';
import { deleteEvent, publishEvent, unpublishEvent } from '../api/my-events-api';

export type EventAction = 'publish' | 'unpublish' | 'delete';

/**
 * One event's actions. Each answers with the sentence the manager announces; a refusal stays on the
 * mutation (`error`) for the event's row to show.
 */
export function useEventAction(event: KoraEvent, onDone: (message: string, action: EventAction) => void) {
  const { t } = useTranslation('events');
  const values = { title: event.title };

  async function act(action: EventAction): Promise<string> {
    if (action === 'publish') {
      await publishEvent(event.id);
      return t('manager.published', values);
    }
    if (action === 'unpublish') {
      await unpublishEvent(event.id);
      return t('manager.unpublished', values);
    }
    const answer = await deleteEvent(event.id);
    return answer.cancelled
      ? t('manager.cancelledRefunded', { ...values, count: answer.refunded })
      : t('manager.deleted', values);
  }

  return useMutation({
    mutationFn: act,
    onSuccess: async (message, action) => {
      await refreshEventsData();
      onDone(message, action);
    },
  });
}
