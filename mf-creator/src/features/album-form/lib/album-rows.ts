import { parseTrackDuration, type AlbumTrackRequest } from '@kora/shared/contracts';

/** One track row of the album form, as typed; `key` identifies the row while rows move. */
export interface AlbumRow {
  key: number;
  title: string;
  /** As typed, e.g. '3:45'; optional (the file's own duration wins). */
  duration: string;
  /** The uploaded audio file, once the server has it. */
  audioUrl: string | null;
}

/**
 * Empty (nothing typed or uploaded), partial (something, but not both a title and a file), or complete
 * (a title and a file): only complete rows are sent.
 */
export type AlbumRowState = 'empty' | 'partial' | 'complete';

export const emptyRow = (key: number): AlbumRow => ({ key, title: '', duration: '', audioUrl: null });

export function rowState(row: AlbumRow): AlbumRowState {
  const hasTitle = row.title.trim() !== '';
  const hasFile = row.audioUrl !== null;
  if (hasTitle && hasFile) return 'complete';
  if (hasTitle || hasFile || row.duration.trim() !== '') return 'partial';
  return 'empty';
}

/** A duration was typed and is not 'm:ss' (or 'h:mm:ss'). */
export const hasBadDuration = (row: AlbumRow): boolean =>
  row.duration.trim() !== '' && parseTrackDuration(row.duration) === null;

export const addRow = (rows: readonly AlbumRow[], key: number): AlbumRow[] => [...rows, emptyRow(key)];

export const updateRow = (rows: readonly AlbumRow[], key: number, patch: Partial<Omit<AlbumRow, 'key'>>): AlbumRow[] =>
  rows.map((row) => (row.key === key ? { ...row, ...patch } : row));

/** Removes a row; the last one left is emptied instead (under `freshKey`, so its fields start over). */
export function removeRow(rows: readonly AlbumRow[], key: number, freshKey: number): AlbumRow[] {
  if (rows.length <= 1) return [emptyRow(freshKey)];
  return rows.filter((row) => row.key !== key);
}

/** Moves a row one place up (-1) or down (1); at either end it stays. */
export function moveRow(rows: readonly AlbumRow[], key: number, offset: -1 | 1): AlbumRow[] {
  const from = rows.findIndex((row) => row.key === key);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= rows.length) return [...rows];
  const moved = [...rows];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved;
}

export const completeRows = (rows: readonly AlbumRow[]): AlbumRow[] =>
  rows.filter((row) => rowState(row) === 'complete');

/** The create call's tracks: the complete rows, in their order. */
export function tracksToSend(rows: readonly AlbumRow[]): AlbumTrackRequest[] {
  return completeRows(rows).map((row) => ({
    title: row.title.trim(),
    ...(row.duration.trim() ? { duration: row.duration.trim() } : {}),
    audioFileUrl: row.audioUrl as string,
  }));
}
