import { recordTrackListen } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deviceListenerKey, userListenerKey } from './listener';
import { ListeningCounter, type TokenHolder } from './listening-counter';

/**
 * Hooks the spot count onto the listen route the player already calls (`POST /api/track/{id}/listen`):
 * a recorded listen (201) also counts towards the listener's next spot, in the same request. Registered
 * before the modules, since a route takes the hooks present when it is added.
 */
export default fp(
  async (app: FastifyInstance) => {
    const counter = new ListeningCounter(app.db);

    async function holderOf(request: FastifyRequest): Promise<TokenHolder | null> {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const claims = match ? await app.tokens.verify(match[1]) : null;
      return claims ? { id: claims.id, tokenVersion: claims.tokenVersion } : null;
    }

    async function count(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (reply.statusCode !== 201) return;
      const trackId = Number((request.params as { id?: unknown }).id);
      const holder = await holderOf(request);
      const listener = holder ? userListenerKey(holder.id) : deviceListenerKey(request.headers['x-kora-device']);
      if (!listener || !Number.isInteger(trackId)) return;
      // The listen is recorded whatever happens here: a count that fails costs a spot, never a listen.
      await counter.trackStarted(listener, trackId, holder).catch((error: unknown) => {
        request.log.warn({ err: error }, 'a listen was not counted towards the next spot');
      });
    }

    app.addHook('onRoute', (route) => {
      if (route.method !== recordTrackListen.method || route.routePath !== recordTrackListen.path) return;
      route.onSend = [route.onSend ?? []]
        .flat()
        .concat((request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
          count(request, reply).then(() => done(null, payload), done);
        });
    });
  },
  { name: 'kora-ad-listening' },
);
