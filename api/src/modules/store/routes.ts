import type { FastifyInstance } from 'fastify';

export default async function storeModule(_app: FastifyInstance): Promise<void> {}
