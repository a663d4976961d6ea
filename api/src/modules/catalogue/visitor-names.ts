import type { Db } from '../../db/connection';
import { invalid } from '../../http/errors';
import { nameKey } from './name-key';

export const VISITOR_NAME_TAKEN =
  "Ce nom est celui d'un membre ou d'un artiste de Kora. Choisissez-en un autre, ou connectez-vous si c'est le vôtre.";

/**
 * 422 on `field` when a visitor's name could pass for a registered user's or an artist's (case, accents
 * and punctuation aside). Rows written before their key existed are still caught by the plain name.
 */
export async function ensureVisitorNameFree(db: Db, name: string, field: string): Promise<void> {
  const key = nameKey(name);
  const plain = name.trim().toLowerCase();
  const user = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('name_key', '=', key), eb(eb.fn('lower', ['username']), '=', plain)]));
  const artist = db
    .selectFrom('artists')
    .select('id')
    .where((eb) => eb.or([eb('name_key', '=', key), eb(eb.fn('lower', ['name']), '=', plain)]));
  const holder = (await user.executeTakeFirst()) ?? (await artist.executeTakeFirst());
  if (holder) throw invalid([{ propertyPath: field, message: VISITOR_NAME_TAKEN }], VISITOR_NAME_TAKEN);
}
