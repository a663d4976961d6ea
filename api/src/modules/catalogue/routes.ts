import type { FastifyInstance } from 'fastify';

export default async function catalogueModule(_app: FastifyInstance): Promise<void> {}
