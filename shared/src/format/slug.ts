/** The artist slug linked from the home page: the name lowercased, spaces turned into hyphens. */
export function artistSlug(name: string | null | undefined): string {
  return (name ?? '').trim().toLowerCase().replace(/\s+/g, '-');
}
