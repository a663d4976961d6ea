import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export default async function healthModule(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'The API and its database answer',
        response: {
          200: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } },
        },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok', database: app.config.database.kind };
    },
  );
}
