import type { Role } from '@kora/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { forbidden } from '../http/errors';
import { parseRoles } from '../modules/accounts/repository';
import { currentUser } from './plugin';

/** Whether the account holds `role`, as stored now (a token may predate the change). */
export async function hasRole(db: Db, userId: number, role: Role): Promise<boolean> {
  const account = await db.selectFrom('users').select('roles').where('id', '=', userId).executeTakeFirst();
  return account ? parseRoles(account.roles).includes(role) : false;
}

/** A check after `requireUser`: 403 unless the account holds `role`. */
export function requireRole(app: FastifyInstance, role: Role) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!(await hasRole(app.db, currentUser(request).id, role))) throw forbidden('Accès réservé à l’équipe habilitée.');
  };
}
