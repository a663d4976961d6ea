import { podcastFeed } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { etagOf, isNotModified, toHttpDate } from './conditional-get';
import { loadPodcastFeed } from './feed-source';

export const FEED_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

/** The RSS feed of each published podcast, for podcast apps and directories. */
export default async function podcastFeedModule(app: FastifyInstance): Promise<void> {
  route(app, podcastFeed, async (request, reply) => {
    const feed = await loadPodcastFeed(app, request.params.id);
    if (!feed) throw notFound('Podcast non trouvé');
    // xmlbuilder2 is loaded by the first feed asked for, not by every start of the API.
    const { buildPodcastFeed } = await import('./feed-document');
    const body = buildPodcastFeed(feed);
    const etag = etagOf(body);
    reply
      .header('etag', etag)
      .header('last-modified', toHttpDate(feed.lastBuildDate))
      .header('cache-control', 'public, max-age=300');
    if (isNotModified(request, etag, feed.lastBuildDate)) return reply.code(304).send();
    return reply.type(FEED_CONTENT_TYPE).send(body);
  });
}
