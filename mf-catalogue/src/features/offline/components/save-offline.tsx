import { useEffect, useRef, useState } from 'react';
import { selectSignedIn, useSessionStore, useTranslation } from '@kora/shared';
import type { OfflinePackageKind } from '@kora/shared/contracts';
import {
  cancel,
  offlineLockOf,
  pause,
  remove,
  resume,
  saveForOffline,
  savedItemKey,
  useOfflineItem,
  useOfflineLibrary,
} from '@kora/shared/offline';
import { offlineProblemOf, type OfflineProblem } from '../lib/offline-problem';
import { OfflineProblemMessage } from './offline-problem-message';
import './save-offline.css';

export interface SaveOfflineProps {
  kind: OfflinePackageKind;
  id: number;
  title: string;
}

/**
 * 'Écouter hors ligne' on a release, a playlist or an episode, then the download's progress with Pause
 * and Annuler, 'Disponible hors ligne' with Retirer once saved. Only for a signed-in listener.
 */
export function SaveOffline(props: SaveOfflineProps) {
  const signedIn = useSessionStore(selectSignedIn);
  return signedIn ? <SaveOfflineControls {...props} /> : null;
}

function SaveOfflineControls({ kind, id, title }: SaveOfflineProps) {
  const { t } = useTranslation('catalogue-library');
  const key = savedItemKey(kind, id);
  const { item, progress, preparing } = useOfflineItem(key);
  const rights = useOfflineLibrary((state) => state.rights);
  const [problem, setProblem] = useState<OfflineProblem | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  // The button pressed gives way to the next state's: focus goes to that one's first button.
  const keepFocus = useRef(false);
  const phase = preparing ? 'preparing' : (item?.state ?? 'none');

  useEffect(() => {
    if (!keepFocus.current) return;
    // While the package is asked for there is no button: the focus waits for the download's.
    const next = boxRef.current?.querySelector<HTMLElement>('button:not([disabled]), a[href]');
    if (!next) return;
    keepFocus.current = false;
    next.focus();
  }, [phase, problem]);

  const act = (action: () => Promise<void>) => () => {
    keepFocus.current = true;
    setProblem(null);
    action().catch((error: unknown) => setProblem(offlineProblemOf(error, t('offline.failed.network'))));
  };
  const save = act(() => saveForOffline(kind, id, title));
  const named = { title };
  const counts = progress ? { done: progress.filesDone, count: progress.filesTotal } : { done: 0, count: 0 };
  const lock = item?.state === 'done' ? offlineLockOf(item, rights) : null;

  return (
    <div ref={boxRef} className="kora-offline-save">
      {phase === 'none' && (
        <button type="button" className="kora-button" aria-label={t('offline.saveNamed', named)} onClick={save}>
          <span aria-hidden="true">⤓</span>
          {t('offline.save')}
        </button>
      )}
      {phase === 'preparing' && (
        <p className="kora-offline-save__status" role="status">
          {t('offline.preparing')}
        </p>
      )}
      {(phase === 'downloading' || phase === 'paused') && progress && (
        <>
          <p className="kora-offline-save__status" role="status">
            {t(phase === 'downloading' ? 'offline.downloading' : 'offline.paused', counts)}
          </p>
          <progress
            className="kora-offline-save__progress"
            value={progress.bytesDone}
            max={Math.max(progress.bytesTotal, 1)}
            aria-label={t('offline.progressLabel', named)}
          />
          {phase === 'downloading' ? (
            <button type="button" className="kora-button" onClick={act(() => pause(key))}>
              {t('offline.pause')}
            </button>
          ) : (
            <button type="button" className="kora-button" onClick={act(() => resume(key))}>
              {t('offline.resume')}
            </button>
          )}
          <button type="button" className="kora-button" onClick={act(() => cancel(key))}>
            {t('offline.cancel')}
          </button>
        </>
      )}
      {phase === 'failed' && (
        <>
          <p className="kora-offline-save__status kora-offline-save__status--failed" role="alert">
            {t(`offline.failed.${item?.error ?? 'network'}`)}
          </p>
          <button type="button" className="kora-button" onClick={act(() => resume(key))}>
            {t('offline.retry')}
          </button>
          <button type="button" className="kora-button" onClick={act(() => cancel(key))}>
            {t('offline.cancel')}
          </button>
        </>
      )}
      {phase === 'done' && (
        <>
          {lock ? (
            <p className="kora-offline-save__status" role="status">
              {t(`offline.locked.${lock}`)}
            </p>
          ) : (
            <p className="kora-offline-save__status kora-offline-save__status--done" role="status">
              <span aria-hidden="true">✓ </span>
              {t('offline.done')}
            </p>
          )}
          <button
            type="button"
            className="kora-button"
            aria-label={t('offline.removeNamed', named)}
            onClick={act(() => remove(key))}
          >
            {t('offline.remove')}
          </button>
        </>
      )}
      {problem && <OfflineProblemMessage problem={problem} onRetry={save} />}
    </div>
  );
}
