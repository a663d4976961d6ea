import type { FastifyInstance } from 'fastify';

/** Creator tools: release creation, the artist dashboard, the podcast creator. */
export default async function creatorModule(_app: FastifyInstance): Promise<void> {}
