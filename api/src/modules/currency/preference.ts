import { BASE_CURRENCY, isCurrencyCode, type CurrencyCode } from '@kora/shared/contracts';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import type { UserRow } from '../../db/tables';

/** The currency a user saved for prices; EUR when none (or an unknown code from an older version). */
export function savedCurrency(user: Pick<UserRow, 'preferred_currency'>): CurrencyCode {
  return isCurrencyCode(user.preferred_currency) ? user.preferred_currency : BASE_CURRENCY;
}

/** Keeps the user's choice on their account; false when the user no longer exists. */
export async function saveCurrency(db: Db, userId: number, currency: CurrencyCode): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ preferred_currency: currency, updated_at: nowIso() })
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
