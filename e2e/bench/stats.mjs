/** The middle of a set of samples (the mean of the two middle ones when their number is even). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median, lowest and highest of a set of samples. */
export function spread(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}
