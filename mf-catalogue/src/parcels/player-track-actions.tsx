import { usePlayerStore } from '@kora/shared';
import { createParcel } from '@kora/shared/remote-app';
import { catalogueEpisodeId, catalogueTrackId } from '../common/lib/player';
import { LikeButton } from '../features/likes/components/like-button';
import { AddToPlaylistButton } from '../features/playlists/components/add-to-playlist-button';
import { libraryTexts } from '../locales/library-texts';
import { translationLoaders as translations } from '../locales/on-demand';
import './player-track-actions.css';

/**
 * The player's actions on its current item: a track's heart and 'Ajouter à une playlist', an episode's
 * 'Ajouter à une playlist'; nothing without an item, or for one that is not the catalogue's.
 */
export function PlayerTrackActions() {
  const current = usePlayerStore((state) => state.track);
  const trackId = catalogueTrackId(current);
  const episodeId = catalogueEpisodeId(current);
  if (!current || (trackId === null && episodeId === null)) return null;
  const title = current.title ?? '';
  return (
    <div className="kora-player-track-actions">
      {trackId !== null && <LikeButton track={{ id: trackId, title }} align="start" />}
      <AddToPlaylistButton
        item={
          trackId !== null ? { kind: 'track', id: trackId, title } : { kind: 'episode', id: episodeId as number, title }
        }
      />
    </div>
  );
}

const parcel = createParcel('catalogue', PlayerTrackActions, translations);

// Its buttons speak the library's texts, a namespace of their own: asked for as soon as this code has
// arrived, and there before the first render.
void libraryTexts().catch(() => undefined);

export const { bootstrap, unmount, update } = parcel;
export async function mount(props: object) {
  await libraryTexts();
  return parcel.mount(props);
}
