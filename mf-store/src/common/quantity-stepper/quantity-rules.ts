/** A typed quantity as the store takes it: a whole number of 1 or more (spec §5), else null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && Number.isSafeInteger(quantity) ? quantity : null;
}
