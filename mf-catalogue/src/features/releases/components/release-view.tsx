import type { ReactNode } from 'react';
import { ShareLinks } from '@kora/shared';
import type { ReleaseDetail, Track } from '@kora/shared/contracts';
import { AlbumRelease } from './album-release';
import { ReleaseAbout } from './release-about';
import { SingleRelease } from './single-release';

export interface ReleaseViewProps {
  release: ReleaseDetail;
  /** What the page offers to buy or download a track: in a single's summary, or `compact` in an album's rows. */
  trackPurchase: (track: Track, compact: boolean) => ReactNode;
  /** What the page offers to buy a whole album. */
  albumPurchase: ReactNode;
  /** What each track offers for the listener's library (its heart, 'Ajouter à une playlist'). */
  trackLibrary: (track: Track) => ReactNode;
  /** The release's favourite button. */
  favourite: ReactNode;
}

/** A single: one track (type single, or any release with one track). */
function isSingle(release: Pick<ReleaseDetail, 'type' | 'tracks'>): boolean {
  return release.type === 'single' || release.tracks.length === 1;
}

/** A release: the single view or the album view, what it is about, and its share links. */
export function ReleaseView({ release, trackPurchase, albumPurchase, trackLibrary, favourite }: ReleaseViewProps) {
  return (
    <>
      {isSingle(release) ? (
        <SingleRelease
          release={release}
          trackPurchase={(track) => trackPurchase(track, false)}
          trackLibrary={trackLibrary}
          favourite={favourite}
        />
      ) : (
        <AlbumRelease
          release={release}
          trackPurchase={(track) => trackPurchase(track, true)}
          albumPurchase={albumPurchase}
          trackLibrary={trackLibrary}
          favourite={favourite}
        />
      )}
      <ReleaseAbout release={release} />
      <ShareLinks title={`${release.title} — ${release.artist}`} networks={['facebook', 'twitter', 'vk']} />
    </>
  );
}
