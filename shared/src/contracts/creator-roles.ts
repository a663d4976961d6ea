/** Who creates what on Kora, by the account's roles (plain values: the chrome reads them on every page). */

/** Artists publish singles, albums, EPs and clips. */
export const canCreateReleases = (roles: readonly string[]): boolean => roles.includes('ROLE_ARTIST');

/** Podcast creators and artists publish podcasts. Others get 403 'Accès refusé. Vous n'avez pas les permissions nécessaires.' */
export const canCreatePodcasts = (roles: readonly string[]): boolean =>
  roles.includes('ROLE_PODCASTER') || roles.includes('ROLE_ARTIST');
