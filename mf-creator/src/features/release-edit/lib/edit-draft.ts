import type { FieldErrors } from '@kora/shared';
import {
  DEFAULT_GENRE,
  type CreatorReleaseDetail,
  type CreatorReleaseStatus,
  type UpdateReleaseRequest,
} from '@kora/shared/contracts';
import { dateInputValue } from '../../../common/releases/lib/dates';
import {
  basicsProblems,
  parsePrice,
  type BasicsTexts,
  type ReleaseBasics,
} from '../../../common/releases/lib/release-basics';

export interface EditDraft extends Omit<ReleaseBasics, 'draft'> {
  status: CreatorReleaseStatus;
  /** A cover uploaded on this visit; null keeps the current one. */
  newCoverUrl: string | null;
}

export const draftFromRelease = (release: CreatorReleaseDetail): EditDraft => ({
  title: release.title,
  genre: release.creatorGenre ?? DEFAULT_GENRE,
  description: release.description ?? '',
  releaseDate: dateInputValue(release.releaseDate),
  price: String(release.price),
  status: release.status,
  newCoverUrl: null,
});

export const editProblems = (draft: EditDraft, texts: BasicsTexts): FieldErrors =>
  basicsProblems({ ...draft, draft: draft.status === 'draft' }, texts);

export function toUpdateRequest(draft: EditDraft): UpdateReleaseRequest {
  return {
    title: draft.title.trim(),
    genre: draft.genre,
    description: draft.description.trim(),
    ...(draft.releaseDate ? { releaseDate: draft.releaseDate } : {}),
    price: parsePrice(draft.price) ?? 0,
    status: draft.status,
    ...(draft.newCoverUrl ? { coverImageUrl: draft.newCoverUrl } : {}),
  };
}
