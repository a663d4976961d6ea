import type { FieldErrors } from '@kora/shared';
import type { CreateSingleRequest } from '@kora/shared/contracts';
import {
  basicsProblems,
  basicsRequest,
  emptyBasics,
  type BasicsTexts,
  type ReleaseBasics,
} from '../../../common/releases/lib/release-basics';
import { parseSeconds } from '../../../common/releases/lib/seconds';

/** A track costs 1.99 EUR (§9): the single's default price. */
export const SINGLE_DEFAULT_PRICE = '1.99';

export interface SingleDraft extends ReleaseBasics {
  /** Seconds, as typed; optional (the server reads the file's). */
  duration: string;
  audioUrl: string | null;
  coverUrl: string | null;
}

export const emptySingle = (): SingleDraft => ({
  ...emptyBasics(SINGLE_DEFAULT_PRICE),
  duration: '',
  audioUrl: null,
  coverUrl: null,
});

export interface SingleTexts extends BasicsTexts {
  audioRequired: string;
  durationInvalid: string;
}

/** The single form's rules, keyed like the API's violations. */
export function singleProblems(draft: SingleDraft, texts: SingleTexts): FieldErrors {
  return {
    ...basicsProblems(draft, texts),
    duration: parseSeconds(draft.duration) === null ? texts.durationInvalid : undefined,
    audioFileUrl: draft.audioUrl ? undefined : texts.audioRequired,
  };
}

export function toSingleRequest(draft: SingleDraft, artist: string | null): CreateSingleRequest {
  const duration = parseSeconds(draft.duration);
  return {
    ...basicsRequest(draft, artist),
    ...(duration ? { duration } : {}),
    audioFileUrl: draft.audioUrl ?? '',
    ...(draft.coverUrl ? { coverImageUrl: draft.coverUrl } : {}),
  };
}
