import type { Db } from '../../db/connection';
import { invalid } from '../../http/errors';
import { nameKey } from './name-key';

export const ARTIST_NAME_TAKEN = "Ce nom d'artiste est déjà pris.";

const taken = () => invalid([{ propertyPath: 'name', message: ARTIST_NAME_TAKEN }], ARTIST_NAME_TAKEN);

/** No two artists go by the same name, case, accents and punctuation aside ("Beyoncé" = "beyonce"). */
export class ArtistNames {
  constructor(private readonly db: Db) {}

  /**
   * The name and its key, ready to store on the artist (`...await artistNames.claim(name, artistId)`);
   * 422 on `name` when another artist goes by it. The unique index settles two claims at once:
   * see `whenNameTaken`.
   */
  async claim(name: string, artistId?: number): Promise<{ name: string; name_key: string }> {
    const key = nameKey(name);
    let query = this.db.selectFrom('artists').select('id').where('name_key', '=', key);
    if (artistId !== undefined) query = query.where('id', '!=', artistId);
    if (await query.executeTakeFirst()) throw taken();
    return { name, name_key: key };
  }
}

/** Runs a write that stores a claimed name: the same 422 when another artist took the name meanwhile. */
export async function whenNameTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isNameKeyClash(error)) throw taken();
    throw error;
  }
}

/**
 * SQLite says "UNIQUE constraint failed: artists.name_key"; PostgreSQL names the index. Read by shape:
 * the driver's errors do not always share this realm's Error.
 */
function isNameKeyClash(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { message, constraint } = error as { message?: unknown; constraint?: unknown };
  return constraint === 'artists_name_key' || (typeof message === 'string' && message.includes('artists.name_key'));
}
