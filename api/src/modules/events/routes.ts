import type { FastifyInstance } from 'fastify';

export default async function eventsModule(_app: FastifyInstance): Promise<void> {}
