import { addFavourite, importFavourites, listMyFavourites, removeFavourite } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { route } from '../../http/route';
import type { Favourites } from './favourites';

/** The account's favourites of every kind, and the device favourites a visitor brings at sign-in. */
export default async function favouriteRoutes(app: FastifyInstance, { favourites }: { favourites: Favourites }) {
  const userId = (request: FastifyRequest) => currentUser(request).id;

  route(app, listMyFavourites, async (request) => favourites.list(userId(request), request.query.kind));

  route(app, addFavourite, async (request) => favourites.keep(userId(request), request.params.kind, request.params.id));

  route(app, removeFavourite, async (request, reply) => {
    await favourites.drop(userId(request), request.params.kind, request.params.id);
    return reply.code(204).send(null);
  });

  route(app, importFavourites, async (request) => favourites.import(userId(request), request.body));
}
