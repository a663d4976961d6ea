import { usePlayerStore, useTranslation } from '@kora/shared';
import { RemoteParcel } from '@kora/shared/remote-app';
import { useCallback, useEffect, useRef, useState } from 'react';
import '../chrome/chrome.css';
import { Icon } from '../chrome/icons';
import './audio-player.css';
import { PlayerControls } from './player-controls';
import { PlayerCover } from './player-cover';
import { useAudioSync } from './use-audio-sync';
import { useNarrowScreen } from './use-narrow-screen';
import { useSpotBreak } from './use-spot-break';

const PANEL_ID = 'kora-player-panel';
/** What Tab reaches inside the player panel (the track actions' sign-in link included). */
const PANEL_CONTROLS = 'a[href], button:not([disabled]), audio';
const TITLE_ID = 'kora-player-title';

/**
 * Escape closes the player's modal, unless another dialog has it (one the track actions opened over the
 * player, e.g. 'Nouvelle playlist') or a menu inside the panel already used it.
 */
function escapeClosesPlayer(panel: HTMLElement | null, event: KeyboardEvent): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented) return false;
  const dialog = event.target instanceof Element ? event.target.closest('[role="dialog"]') : null;
  return dialog === null || dialog === panel;
}

/** While the player is a modal, Tab and Shift+Tab cycle through its controls. */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent): void {
  const controls = Array.from(panel.querySelectorAll<HTMLElement>(PANEL_CONTROLS));
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The site's one audio player. It is mounted once by the shell and never unmounted, so playback goes
 * on while remotes come and go. Docked at the bottom on wide screens; at 700 px and below the same
 * panel (and the same audio element) opens as a modal from the 'Players' button.
 */
export function AudioPlayer() {
  const { t } = useTranslation('shell');
  const track = usePlayerStore((state) => state.track);
  const playing = usePlayerStore((state) => state.playing);
  const audioRef = useRef<HTMLAudioElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const spotBreak = useSpotBreak();
  const { spot, Panel: SpotPanel } = spotBreak;
  const [spotTime, setSpotTime] = useState(0);
  const audioEvents = useAudioSync(audioRef, spotBreak.ended, {
    source: spot?.audioUrl ?? null,
    onTime: setSpotTime,
    onError: spotBreak.failed,
  });
  useEffect(() => setSpotTime(0), [spot]);
  const narrow = useNarrowScreen();
  const [modalOpen, setModalOpen] = useState(false);
  const showModal = narrow && modalOpen;

  const closeModal = useCallback(() => {
    setModalOpen(false);
    openButtonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!showModal) return undefined;
    closeButtonRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (escapeClosesPlayer(panelRef.current, event)) closeModal();
      if (event.key === 'Tab' && panelRef.current) keepFocusInside(panelRef.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [showModal, closeModal]);

  const title = track?.title ?? t('player.nothingPlaying');
  return (
    <div className={`kora-player-dock${showModal ? ' kora-player-dock--modal' : ''}`}>
      <button
        ref={openButtonRef}
        type="button"
        className="kora-player__open kora-button kora-button--accent"
        aria-expanded={showModal}
        aria-controls={PANEL_ID}
        onClick={() => setModalOpen(true)}
      >
        <Icon name={playing ? 'music' : 'play'} />
        {t('player.open')}
      </button>
      {showModal ? <div className="kora-player__overlay" aria-hidden="true" onClick={closeModal} /> : null}
      <section
        ref={panelRef}
        id={PANEL_ID}
        className="kora-player"
        aria-labelledby={TITLE_ID}
        role={showModal ? 'dialog' : 'region'}
        aria-modal={showModal || undefined}
      >
        <h2 id={TITLE_ID} className="kora-visually-hidden">
          {t('player.label')}
        </h2>
        {spot && SpotPanel ? (
          <>
            <SpotPanel spot={spot} elapsed={spotTime} />
            {/* The track's actions wait for the track; their box keeps the controls where they were. */}
            <div className="kora-player__actions" />
          </>
        ) : (
          <>
            <PlayerCover cover={track?.cover} alt={track ? t('player.coverOf', { title: track.title }) : ''} />
            <div className="kora-player__track">
              <p className="kora-player__title">{title}</p>
              <p className="kora-player__artist">{track ? track.artist || t('player.unknownArtist') : ''}</p>
            </div>
            {/* The catalogue's heart and 'Ajouter à une playlist' for the item loaded; nothing when its remote is down. */}
            {track ? <RemoteParcel parcel="player-track-actions" className="kora-player__actions" quiet /> : null}
          </>
        )}
        <PlayerControls spotPlaying={spot !== null} />
        {/* No controls while a spot plays: it cannot be sought through; pause stays on the play button. */}
        <audio
          ref={audioRef}
          className="kora-player__audio"
          data-testid="kora-audio"
          controls={!spot}
          preload="metadata"
          aria-label={
            spot
              ? t('player.spot.audio', { title: spot.title })
              : track
                ? t('player.audio', { title: track.title })
                : t('player.label')
          }
          {...audioEvents}
        />
        <button
          ref={closeButtonRef}
          type="button"
          className="kora-player__close kora-icon-button"
          aria-label={t('player.close')}
          onClick={closeModal}
        >
          <Icon name="close" />
        </button>
      </section>
    </div>
  );
}
