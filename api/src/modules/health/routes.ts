import { apiHealth } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { route } from '../../http/route';

export default async function healthModule(app: FastifyInstance): Promise<void> {
  route(app, apiHealth, async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok', database: app.config.database.kind };
  });
}
