/** One range of a file's bytes, `end` included, as HTTP counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The range a `Range: bytes=…` header asks of a file of `size` bytes: null to send it whole (no header,
 * or several ranges, which a download does not need), 'unsatisfiable' when it lies outside the file.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1], match[2]];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** True when the pieces [start, end) together hold every byte of [0, size). */
export function coverWhole(pieces: readonly { start: number; end: number }[], size: number): boolean {
  let reached = 0;
  for (const piece of [...pieces].sort((a, b) => a.start - b.start)) {
    if (piece.start > reached) return false;
    reached = Math.max(reached, piece.end);
    if (reached >= size) return true;
  }
  return reached >= size;
}
