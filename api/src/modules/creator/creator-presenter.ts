import { isGenre, type CreatorRelease, type CreatorReleaseDetail } from '@kora/shared/contracts';
import type { TrackRow } from '../../db/tables';
import type { MediaUrls } from '../../media/urls';
import type { ClipRow } from '../catalogue/clips-query';
import { CataloguePresenter } from '../catalogue/presenters';
import type { CreatorReleaseRow } from './creator-releases-repository';

/** A release as its artist sees it: the public shapes plus status, sales and the form's own fields. */
export class CreatorPresenter {
  private readonly catalogue: CataloguePresenter;

  constructor(media: MediaUrls) {
    this.catalogue = new CataloguePresenter(media);
  }

  release(row: CreatorReleaseRow, tracks: TrackRow[], salesCount: number): CreatorRelease {
    return {
      ...this.catalogue.releaseSummary(row, tracks),
      status: row.status,
      salesCount,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  detail(row: CreatorReleaseRow, tracks: TrackRow[], salesCount: number, clip: ClipRow | null): CreatorReleaseDetail {
    return {
      ...this.release(row, tracks, salesCount),
      description: row.description,
      creatorGenre: isGenre(row.genre) ? row.genre : null,
      tracks: tracks.map((track) => this.catalogue.track(track, row)),
      video: clip ? this.catalogue.videoClip(clip) : null,
    };
  }
}
