import { CREATOR_FORBIDDEN_MESSAGE } from '@kora/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/connection';
import { forbidden } from '../../http/errors';

/** The signed-in artist a creator call acts for: their account and their `artists` row. */
export interface CallerArtist {
  userId: number;
  id: number;
  name: string;
  slug: string;
}

/**
 * The artist of a request that passed the `releases` right: 403 with the spec's message when the
 * account has no artist profile (the role alone files releases under nobody).
 */
export async function callerArtist(db: Db, request: FastifyRequest): Promise<CallerArtist> {
  const userId = currentUser(request).id;
  const row = await db
    .selectFrom('artists')
    .select(['id', 'name', 'slug'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw forbidden(CREATOR_FORBIDDEN_MESSAGE);
  return { userId, ...row };
}
