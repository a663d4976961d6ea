import { useRef, useState } from 'react';
import {
  EmptyState,
  QueryView,
  read,
  SectionHeader,
  SkeletonCard,
  SkeletonList,
  useQuery,
  useTranslation,
} from '@kora/shared';
import type { PlaylistSummary } from '@kora/shared/contracts';
import { listMyPlaylists } from '@kora/shared/contracts/endpoints';
import { DeletePlaylistDialog } from './delete-playlist-dialog';
import { PlaylistCard } from './playlist-card';
import { CreatePlaylistDialog, RenamePlaylistDialog } from './playlist-form-dialog';
import './my-playlists.css';

type Editing = { action: 'rename' | 'delete'; playlist: PlaylistSummary } | null;

/** The library's 'Mes playlists': a card per playlist, 'Nouvelle playlist', rename and delete. */
export function MyPlaylists() {
  const { t } = useTranslation('catalogue-library');
  const playlists = useQuery(read(listMyPlaylists));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState('');
  const newButtonRef = useRef<HTMLButtonElement>(null);

  return (
    <section className="kora-library-section kora-playlist-mine" aria-labelledby="kora-library-playlists">
      <SectionHeader id="kora-library-playlists" title={t('playlists.mine.title')} />
      <div className="kora-playlist-mine__bar">
        <button
          ref={newButtonRef}
          type="button"
          className="kora-button kora-button--accent"
          onClick={() => setCreating(true)}
        >
          <span aria-hidden="true">+</span>
          {t('playlists.newPlaylist')}
        </button>
        <p className="kora-playlist-mine__notice" role="status">
          {notice}
        </p>
      </div>
      <QueryView
        query={playlists}
        errorText={t('playlists.mine.error')}
        empty={<EmptyState title={t('playlists.mine.empty')} hint={t('playlists.mine.emptyHint')} />}
        loading={
          <SkeletonList count={4} className="kora-playlist-grid" item={<SkeletonCard media="square" lines={3} />} />
        }
      >
        {(list) => (
          <ul className="kora-playlist-grid">
            {list.map((playlist) => (
              <li key={playlist.id}>
                <PlaylistCard
                  playlist={playlist}
                  onRename={() => setEditing({ action: 'rename', playlist })}
                  onDelete={() => setEditing({ action: 'delete', playlist })}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryView>

      <CreatePlaylistDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(playlist) => setNotice(t('playlists.created', { name: playlist.name }))}
      />
      {editing?.action === 'rename' && (
        <RenamePlaylistDialog
          open
          playlist={editing.playlist}
          onClose={() => setEditing(null)}
          onRenamed={(playlist) => setNotice(t('playlists.renamed', { name: playlist.name }))}
        />
      )}
      {editing?.action === 'delete' && (
        <DeletePlaylistDialog
          playlist={editing.playlist}
          onClose={() => setEditing(null)}
          onDeleted={() => {
            setNotice(t('playlists.deleted', { name: editing.playlist.name }));
            setEditing(null);
            // Its card is gone: the reader goes on from the section's first action.
            newButtonRef.current?.focus();
          }}
        />
      )}
    </section>
  );
}
