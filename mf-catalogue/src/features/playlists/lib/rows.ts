import type { PlaylistItem } from '@kora/shared/contracts';

/** A playlist's row with a key that follows it when it moves (the same track may be there twice). */
export interface PlaylistRow {
  key: string;
  item: PlaylistItem;
}

export function toRows(items: readonly PlaylistItem[]): PlaylistRow[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const identity = `${item.kind}:${item.id}`;
    const occurrence = seen.get(identity) ?? 0;
    seen.set(identity, occurrence + 1);
    return { key: `${identity}#${occurrence}`, item };
  });
}

/** The rows with the one at `from` moved to `to` (both 0-based, `to` counted after the move). */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  const moved = [...rows];
  const [row] = moved.splice(from, 1);
  moved.splice(to, 0, row);
  return moved;
}

/**
 * The API's reorder: the range starting at `rangeStart` goes before the row that was at `insertBefore`
 * (counted before the move), so moving one row down means inserting it before the row after next.
 */
export function reorderBody(from: number, to: number): { rangeStart: number; insertBefore: number; rangeLength: 1 } {
  return { rangeStart: from, insertBefore: to > from ? to + 1 : to, rangeLength: 1 };
}
