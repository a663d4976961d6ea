import type { FastifyInstance } from 'fastify';

/** The RSS feed of each published podcast. */
export default async function podcastFeedModule(_app: FastifyInstance): Promise<void> {}
