import type { ReactNode } from 'react';
import { read, useQuery } from '@kora/shared';
import { getArtistDashboard } from '@kora/shared/contracts/endpoints';
import { isForbidden } from '../lib/is-forbidden';
import { NotAnArtist } from './not-an-artist';

/**
 * A release form for artists: it is shown at once, with the artist's name once the dashboard answer
 * gives it; an account that is not an artist gets the explanation instead.
 */
export function ArtistOnly({ children }: { children: (artistName: string | null) => ReactNode }) {
  const dashboard = useQuery(read(getArtistDashboard));
  if (isForbidden(dashboard.error)) return <NotAnArtist />;
  return <>{children(dashboard.data?.artist.name ?? null)}</>;
}
