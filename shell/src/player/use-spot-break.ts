import { usePlayerStore, type PlayerTrack } from '@kora/shared';
import type { AdSpot } from '@kora/shared/contracts';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { SpotPanelProps } from './spot-panel';

let SpotPanel: ComponentType<SpotPanelProps> | null = null;
let reportHeard: (spot: AdSpot) => void = () => undefined;

/**
 * The spot due now, with its screen loaded; null when none is, or whenever anything fails. The question
 * and the spot's screen come together, after the first track that ends: most pages never play one.
 */
async function dueSpot(): Promise<AdSpot | null> {
  try {
    const parts = await import(/* webpackChunkName: "player-spot" */ './spot-request');
    SpotPanel = parts.SpotPanel;
    reportHeard = parts.reportHeard;
    return await parts.dueSpot();
  } catch {
    return null;
  }
}

export interface SpotBreak {
  /** The spot playing in the track's place, and its screen. */
  spot: AdSpot | null;
  Panel: ComponentType<SpotPanelProps> | null;
  /** The audio element finished what it played: a track (a spot may come before the next) or the spot. */
  ended(): void;
  /** The spot could not be played: the music goes on. */
  failed(): void;
}

/**
 * Spots between tracks: when a track ends and another follows, the player asks the API for the spot
 * due; it plays in the same audio element, then the next track starts. An explicit next or a chosen
 * track never waits for a spot. A failing call, or a spot that cannot play, goes straight on.
 */
export function useSpotBreak(): SpotBreak {
  const track = usePlayerStore((state) => state.track);
  const [spot, setSpot] = useState<AdSpot | null>(null);
  const endedTrack = useRef<PlayerTrack | null>(null);
  const asking = useRef(false);

  const goOn = useCallback(() => {
    setSpot(null);
    endedTrack.current = null;
    usePlayerStore.getState().trackEnded();
  }, []);

  // Another track chosen while the spot plays or is asked for: the spot gives way.
  useEffect(() => {
    if (endedTrack.current && track !== endedTrack.current) {
      endedTrack.current = null;
      setSpot(null);
    }
  }, [track]);

  const ended = useCallback(() => {
    if (spot) {
      reportHeard(spot);
      goOn();
      return;
    }
    const { index, playlist, track: current } = usePlayerStore.getState();
    if (asking.current || index < 0 || index >= playlist.length - 1) {
      usePlayerStore.getState().trackEnded();
      return;
    }
    asking.current = true;
    endedTrack.current = current;
    void dueSpot().then((due) => {
      asking.current = false;
      if (endedTrack.current !== current) return;
      if (due) setSpot(due);
      else goOn();
    });
  }, [spot, goOn]);

  return { spot, Panel: spot ? SpotPanel : null, ended, failed: goOn };
}
