import type { CreatorRelease, CreatorReleaseDetail } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { RELEASE_NOT_FOUND } from '../catalogue/releases-repository';
import type { CallerArtist } from './creator-access';
import { CreatorPresenter } from './creator-presenter';
import { CreatorReleasesRepository, type CreatorReleaseRow } from './creator-releases-repository';

/** The caller's releases as the creator views show them; another artist's release is a 404. */
export class CreatorReleases {
  private readonly repository: CreatorReleasesRepository;
  private readonly present: CreatorPresenter;

  constructor(app: FastifyInstance) {
    this.repository = new CreatorReleasesRepository(app.db);
    this.present = new CreatorPresenter(app.media);
  }

  async list(caller: CallerArtist): Promise<CreatorRelease[]> {
    const rows = await this.repository.listOf(caller.id);
    const ids = rows.map((row) => row.id);
    const [tracks, sales] = await Promise.all([this.repository.tracksOf(ids), this.repository.salesOf(ids)]);
    return rows.map((row) => this.present.release(row, tracks.get(row.id) ?? [], sales.get(row.id) ?? 0));
  }

  async owned(id: number, caller: CallerArtist): Promise<CreatorReleaseRow> {
    const row = await this.repository.findOwned(id, caller.id);
    if (!row) throw notFound(RELEASE_NOT_FOUND);
    return row;
  }

  async detail(id: number, caller: CallerArtist): Promise<CreatorReleaseDetail> {
    const row = await this.owned(id, caller);
    const [tracks, sales, clip] = await Promise.all([
      this.repository.tracksOf([row.id]),
      this.repository.salesOf([row.id]),
      this.repository.clipOf(row),
    ]);
    return this.present.detail(row, tracks.get(row.id) ?? [], sales.get(row.id) ?? 0, clip);
  }

  salesOf(id: number): Promise<number> {
    return this.repository.salesOf([id]).then((sales) => sales.get(id) ?? 0);
  }
}
