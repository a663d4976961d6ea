import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { href, QueryView, read, useDocumentTitle, useQuery, useTranslation } from '@kora/shared';
import { getPlaylist } from '@kora/shared/contracts/endpoints';
import { SaveOffline } from '../features/offline/components/save-offline';
import { PlaylistView } from '../features/playlists/components/playlist-view';
import './playlist-page.css';

/**
 * /playlist/{id}: a public playlist for anyone, a private one for its owner only (others: not found), with
 * 'Écouter hors ligne'.
 */
export function PlaylistPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['catalogue-library', 'catalogue']);
  const navigate = useNavigate();
  // While its deletion is sent the playlist is no longer read again: it stays on screen until the library shows.
  const [deleting, setDeleting] = useState(false);
  const playlist = useQuery({ ...read(getPlaylist, { params: { id: Number(id) } }), enabled: !deleting });
  const name = playlist.status === 'success' ? playlist.data.name : undefined;
  useDocumentTitle(name ?? t('catalogue:screens.playlist'));

  return (
    <section className="kora-screen kora-playlist-page" aria-labelledby="screen-playlist">
      <h1 id="screen-playlist" className="kora-playlist-page__title">
        {name ?? t('catalogue:screens.playlist')}
      </h1>
      <QueryView query={playlist} notFoundText={t('playlists.page.notFound')} errorText={t('playlists.page.loadError')}>
        {(data) => (
          <>
            {data.itemCount > 0 && (
              <div className="kora-playlist-page__offline">
                <SaveOffline kind="playlist" id={data.id} title={data.name} />
              </div>
            )}
            <PlaylistView
              playlist={data}
              onDeleting={setDeleting}
              onDeleted={() => navigate(href('library'), { replace: true })}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
