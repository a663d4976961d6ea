import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorText, read, selectSignedIn, useQuery, useSessionStore, useTranslation, write } from '@kora/shared';
import { useSignInHere } from '@kora/shared/remote-app';
import type { PlaylistSummary } from '@kora/shared/contracts';
import { addPlaylistItems, listMyPlaylists } from '@kora/shared/contracts/endpoints';
import { usePopupPlace } from '../hooks/use-popup-place';
import { CreatePlaylistDialog } from './playlist-form-dialog';
import './add-to-playlist-button.css';

type Outcome = { kind: 'success' | 'error'; text: string };

/** How long the confirmation stays beside the button. */
const SUCCESS_SHOWN_MS = 5000;

/**
 * 'Ajouter à une playlist' for a track or an episode: a menu of the user's playlists and 'Nouvelle
 * playlist'; a visitor is invited to sign in. Small enough for a track row on a phone and the player.
 */
export function AddToPlaylistButton({ item }: { item: { kind: 'track' | 'episode'; id: number; title: string } }) {
  const { t } = useTranslation('catalogue-library');
  const signedIn = useSessionStore(selectSignedIn);
  const signInHere = useSignInHere();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const buttonId = useId();
  const popupId = useId();
  const noteId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const playlists = useQuery({ ...read(listMyPlaylists), enabled: signedIn && open });
  const outcomeRef = useRef<HTMLDivElement>(null);
  const place = usePopupPlace(open, wrapperRef, popupRef, [playlists.status, playlists.data?.length]);
  const outcomePlace = usePopupPlace(outcome !== null, wrapperRef, outcomeRef, [outcome]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // A press anywhere else closes the menu.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // The menu opens on its first entry once the playlists are there (on itself until then), the
  // visitor's note on its sign-in link.
  const ready = !signedIn || playlists.status !== 'pending';
  const focusedEntry = useRef(false);
  useEffect(() => {
    if (!open) {
      focusedEntry.current = false;
      return;
    }
    if (focusedEntry.current) return;
    const entry = ready ? popupRef.current?.querySelector<HTMLElement>('[role="menuitem"], a') : null;
    if (entry) focusedEntry.current = true;
    (entry ?? popupRef.current)?.focus();
  }, [open, ready]);

  useEffect(() => {
    if (outcome?.kind !== 'success') return undefined;
    const timer = setTimeout(() => setOutcome(null), SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function addTo(playlist: Pick<PlaylistSummary, 'id' | 'name'>) {
    setAdding(true);
    setOutcome(null);
    try {
      await write(addPlaylistItems, {
        params: { id: playlist.id },
        body: { items: [{ kind: item.kind, id: item.id }] },
      });
      setOutcome({ kind: 'success', text: t('playlists.added', { name: playlist.name }) });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error, t('playlists.addFailed', { name: playlist.name })) });
    } finally {
      setAdding(false);
    }
  }

  function onPopupKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const entries = Array.from(popupRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    if (entries.length === 0) return;
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: (at + 1) % entries.length,
      ArrowUp: (at - 1 + entries.length) % entries.length,
      Home: 0,
      End: entries.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    entries[next].focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOutcome(null);
      setOpen(true);
    }
  }

  const choose = (playlist: PlaylistSummary) => {
    close(true);
    void addTo(playlist);
  };

  const startNew = () => {
    close(true);
    setCreating(true);
  };

  return (
    <div ref={wrapperRef} className="kora-playlist-add">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="kora-icon-button kora-playlist-add__button"
        aria-label={t('playlists.addTo', { title: item.title })}
        title={t('playlists.add')}
        aria-haspopup={signedIn ? 'menu' : undefined}
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        aria-busy={adding || undefined}
        onClick={() => {
          setOutcome(null);
          setOpen((current) => !current);
        }}
        onKeyDown={onButtonKeyDown}
      >
        <PlaylistAddIcon />
      </button>

      {open && (
        <div
          ref={popupRef}
          id={popupId}
          tabIndex={-1}
          className={`kora-playlist-add__popup${place.up ? ' kora-playlist-add__popup--up' : ''}`}
          style={{ left: place.left }}
          onKeyDown={onPopupKeyDown}
        >
          {signedIn ? (
            <>
              {playlists.status === 'pending' && (
                <p className="kora-playlist-add__note">{t('playlists.menuLoading')}</p>
              )}
              {playlists.status === 'error' && (
                <p className="kora-playlist-add__note" role="alert">
                  {t('playlists.menuError')}
                </p>
              )}
              <div role="menu" aria-labelledby={buttonId} className="kora-playlist-add__menu">
                {playlists.data?.map((playlist) => (
                  <button
                    key={playlist.id}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className="kora-playlist-add__entry"
                    onClick={() => choose(playlist)}
                  >
                    {playlist.name}
                  </button>
                ))}
                {playlists.status === 'error' && (
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className="kora-playlist-add__entry"
                    onClick={() => void playlists.refetch()}
                  >
                    {t('playlists.menuRetry')}
                  </button>
                )}
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="kora-playlist-add__entry kora-playlist-add__entry--new"
                  onClick={startNew}
                >
                  <span aria-hidden="true">+ </span>
                  {t('playlists.newPlaylist')}
                </button>
              </div>
            </>
          ) : (
            <>
              <p id={noteId} className="kora-playlist-add__note">
                {t('playlists.signInToCreate')}
              </p>
              <Link className="kora-button kora-button--accent" to={signInHere} aria-describedby={noteId}>
                {t('playlists.signIn')}
              </Link>
            </>
          )}
        </div>
      )}

      <div
        ref={outcomeRef}
        className={`kora-playlist-add__outcome${outcome ? ` kora-playlist-add__outcome--${outcome.kind}` : ''}${
          outcomePlace.up ? ' kora-playlist-add__outcome--up' : ''
        }`}
        style={outcome ? { left: outcomePlace.left } : undefined}
      >
        {/* A live region from the start, so the confirmation is announced; a status while it shows. */}
        <p aria-live="polite" role={outcome?.kind === 'success' ? 'status' : undefined}>
          {outcome?.kind === 'success' ? outcome.text : ''}
        </p>
        {outcome?.kind === 'error' && (
          <>
            <p role="alert">{outcome.text}</p>
            <button
              type="button"
              className="kora-playlist-add__dismiss"
              aria-label={t('playlists.close')}
              onClick={() => setOutcome(null)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </>
        )}
      </div>

      {signedIn && (
        <CreatePlaylistDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(playlist) => void addTo(playlist)}
        />
      )}
    </div>
  );
}

function PlaylistAddIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M3 6h12M3 11h12M3 16h8M18 13v8M14 17h8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
