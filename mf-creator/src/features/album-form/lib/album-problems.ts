import type { FieldErrors } from '@kora/shared';
import { basicsProblems, type BasicsTexts, type ReleaseBasics } from '../../../common/releases/lib/release-basics';
import { completeRows, hasBadDuration, type AlbumRow } from './album-rows';

export interface AlbumTexts extends BasicsTexts {
  tracksRequired: string;
  durationInvalid: string;
}

/** The key of a row's own problem, e.g. `rows.3.duration` (row keys, not positions: rows move). */
export const rowProblemKey = (row: AlbumRow, field: 'title' | 'duration' | 'audioFileUrl') =>
  `rows.${row.key}.${field}`;

/** The album form's rules: a title, a valid price, at least one complete row, and 'm:ss' durations. */
export function albumProblems(basics: ReleaseBasics, rows: readonly AlbumRow[], texts: AlbumTexts): FieldErrors {
  const problems: FieldErrors = {
    ...basicsProblems(basics, texts),
    tracks: completeRows(rows).length === 0 ? texts.tracksRequired : undefined,
  };
  for (const row of rows) {
    if (hasBadDuration(row)) problems[rowProblemKey(row, 'duration')] = texts.durationInvalid;
  }
  return problems;
}
