import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { promiseHoursOf } from './promise';

const HOUR_MS = 60 * 60_000;

interface DemoRequestAccounts {
  /** Sofia, on Premium. */
  premium: number;
  /** Léa, on the free plan. */
  free: number;
  /** The support team's demo account. */
  support: number;
}

/**
 * Two requests in the support inbox: Léa's, two days old and already answered once, and Sofia's, a few
 * hours old but first in the inbox, as Premium is answered first.
 */
export async function seedSupportRequests(db: Kysely<Database>, ids: DemoRequestAccounts, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS).toISOString();
  const answerBy = (hoursAgo: number, plan: 'free' | 'premium') =>
    new Date(now.getTime() + (promiseHoursOf(plan) - hoursAgo) * HOUR_MS).toISOString();

  const lea = await db
    .insertInto('support_requests')
    .values({
      user_id: ids.free,
      requester_name: 'Léa Martin',
      requester_email: 'lea.martin@kora.test',
      subject: 'Achat d’album débité deux fois',
      category: 'payment',
      message:
        'Bonjour, mon achat de l’album « Racines » apparaît deux fois sur mon relevé bancaire. Pouvez-vous vérifier ?',
      status: 'in_progress',
      plan: 'free',
      promise_hours: promiseHoursOf('free'),
      answer_by: answerBy(48, 'free'),
      answered_at: at(30),
      assignee_id: ids.support,
      created_at: at(48),
      updated_at: at(30),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('support_replies')
    .values({
      request_id: lea.id,
      author_id: ids.support,
      author_name: 'Support Kora',
      staff: 1,
      message:
        'Bonjour Léa, nous avons bien reçu votre demande. Le second débit est une pré-autorisation qui disparaîtra sous 3 jours ouvrés ; nous vérifions de notre côté.',
      created_at: at(30),
    })
    .execute();

  await db
    .insertInto('support_requests')
    .values({
      user_id: ids.premium,
      requester_name: 'Sofia Mendes',
      requester_email: 'sofia.mendes@kora.test',
      subject: 'Billet VIP introuvable',
      category: 'tickets',
      message:
        'Bonjour, j’ai acheté un billet VIP hier soir mais il n’apparaît pas dans « Mes billets ». Merci de votre aide !',
      status: 'open',
      plan: 'premium',
      promise_hours: promiseHoursOf('premium'),
      answer_by: answerBy(3, 'premium'),
      answered_at: null,
      assignee_id: null,
      created_at: at(3),
      updated_at: at(3),
    })
    .execute();
}
