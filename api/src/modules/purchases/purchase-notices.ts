import { href } from '@kora/shared/routes';
import type { Kysely } from 'kysely';
import type { Database, PaymentSessionRow } from '../../db/tables';
import { notify } from '../notifications/notify';

type Writer = Kysely<Database>;

/** A track or an album paid for: it is in the buyer's library; the notification opens its release. */
export async function notifyPurchase(
  trx: Writer,
  session: PaymentSessionRow,
  bought: { trackId: number | null; releaseId: number | null },
): Promise<void> {
  if (session.user_id === null) return;
  const item =
    bought.trackId !== null
      ? await trx
          .selectFrom('tracks')
          .select(['title', 'release_id as releaseId'])
          .where('id', '=', bought.trackId)
          .executeTakeFirst()
      : await trx
          .selectFrom('releases')
          .select(['title', 'id as releaseId'])
          .where('id', '=', bought.releaseId ?? 0)
          .executeTakeFirst();
  if (!item) return;
  const link = href('release', { id: item.releaseId });
  // The fulfilment of one payment notifies once, however often its confirmation arrives.
  await notify(trx, session.user_id, 'purchase-confirmed', { title: item.title }, link, {
    once: `payment:${session.id}`,
  });
}
