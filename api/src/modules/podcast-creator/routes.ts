import type { FastifyInstance } from 'fastify';

/** The podcast creator: a creator's podcasts and episodes, from draft to published. */
export default async function podcastCreatorModule(_app: FastifyInstance): Promise<void> {}
