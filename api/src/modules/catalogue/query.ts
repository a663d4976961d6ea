/** Query-string pieces of the catalogue's lists. */

/** Items to skip before the page starts. */
export const offsetQuery = { type: 'integer', minimum: 0, maximum: 100000, default: 0 } as const;
