import { getOfflinePackage, getOfflineRights, recordOfflineListens } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { route } from '../../http/route';
import { perAddress } from '../catalogue/rate-limits';
import { ReleasesRepository } from '../catalogue/releases-repository';
import { OFFLINE_LISTEN_BATCHES_PER_MINUTE, countOfflineListens } from './offline-listens';
import { OfflinePackages } from './offline-packages';
import { offlineRightsOf } from './offline-rights';

/** Listening offline (platform.md §6 'Offline mode'): the rights, what saving an item downloads, the listens made offline. */
export default async function offlineModule(app: FastifyInstance): Promise<void> {
  const packages = new OfflinePackages(app.db, app.media, app.storage.public);
  const releases = new ReleasesRepository(app.db);

  route(app, getOfflineRights, async (request) => offlineRightsOf(app.db, currentUser(request)));

  route(app, getOfflinePackage, async (request) =>
    packages.of(request.params.kind, request.params.id, currentUser(request)),
  );

  route(
    app,
    recordOfflineListens,
    async (request) => countOfflineListens(releases, currentUser(request).id, request.body.listens),
    { config: perAddress(OFFLINE_LISTEN_BATCHES_PER_MINUTE) },
  );
}
