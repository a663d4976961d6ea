import { useMutation, useTranslation, write } from '@kora/shared';
import type { KoraEvent } from '@kora/shared/contracts';
import { deleteEvent, publishEvent, unpublishEvent } from '@kora/shared/contracts/endpoints';

export type EventAction = 'publish' | 'unpublish' | 'delete';

/**
 * One event's actions. Each answers with the sentence the manager announces; a refusal stays on the
 * mutation (`error`) for the event's row to show.
 */
export function useEventAction(event: KoraEvent, onDone: (message: string, action: EventAction) => void) {
  const { t } = useTranslation('events');
  const values = { title: event.title };
  const params = { id: event.id };

  async function act(action: EventAction): Promise<string> {
    if (action === 'publish') {
      await write(publishEvent, { params });
      return t('manager.published', values);
    }
    if (action === 'unpublish') {
      await write(unpublishEvent, { params });
      return t('manager.unpublished', values);
    }
    const answer = await write(deleteEvent, { params });
    return answer.cancelled
      ? t('manager.cancelledRefunded', { ...values, count: answer.refunded })
      : t('manager.deleted', values);
  }

  return useMutation({
    mutationFn: act,
    // The list is read again before `write` resolves: it shows the change when it is announced.
    onSuccess: onDone,
  });
}
