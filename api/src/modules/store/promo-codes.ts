import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import type { Database, PromoCodeRow } from '../../db/tables';

export const PROMO_UNKNOWN = 'Code promo inconnu.';
export const PROMO_NOT_STARTED = "Ce code promo n'est pas encore valable.";
export const PROMO_EXPIRED = 'Ce code promo a expiré.';
export const PROMO_USED_UP = "Ce code promo a atteint sa limite d'utilisation.";
export const PROMO_ALREADY_USED = 'Vous avez déjà utilisé ce code promo.';

export type PromoCheck =
  { code: string; promo: PromoCodeRow; refusal: null } | { code: string; promo: null; refusal: string };

/** Promo codes: found whatever their case, checked for dates, limit and once per user; used when paid. */
export class PromoCodes {
  constructor(private readonly db: Db) {}

  /** Whether a code can be applied now, for this user (null: a visitor, checked again at checkout). */
  async check(input: string, userId: number | null, now = nowIso()): Promise<PromoCheck> {
    const typed = input.trim();
    const promo = await this.db
      .selectFrom('promo_codes')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['code']), '=', typed.toLowerCase()))
      .executeTakeFirst();
    if (!promo) return { code: typed.toUpperCase(), promo: null, refusal: PROMO_UNKNOWN };
    const refuse = (refusal: string) => ({ code: promo.code, promo: null, refusal });
    if (promo.starts_at && promo.starts_at > now) return refuse(PROMO_NOT_STARTED);
    if (promo.ends_at && promo.ends_at <= now) return refuse(PROMO_EXPIRED);
    if (promo.max_uses !== null && promo.used_count >= promo.max_uses) return refuse(PROMO_USED_UP);
    if (userId !== null) {
      const used = await this.db
        .selectFrom('promo_redemptions')
        .select('id')
        .where('promo_code_id', '=', promo.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (used) return refuse(PROMO_ALREADY_USED);
    }
    return { code: promo.code, promo, refusal: null };
  }

  /**
   * Takes one use of the code for a paid order: conditional on the limit and on this user's first use,
   * so parallel payments never go beyond either. False when the use could not be taken.
   */
  async redeem(trx: Transaction<Database>, promoCodeId: number, userId: number, orderId: number): Promise<boolean> {
    const redeemed = await trx
      .insertInto('promo_redemptions')
      .values({ promo_code_id: promoCodeId, user_id: userId, order_id: orderId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['promo_code_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(redeemed.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    const counted = await trx
      .updateTable('promo_codes')
      .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
      .where('id', '=', promoCodeId)
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) === 1) return true;
    await trx
      .deleteFrom('promo_redemptions')
      .where('promo_code_id', '=', promoCodeId)
      .where('user_id', '=', userId)
      .execute();
    return false;
  }
}
