import { selectSignedIn, useSessionStore } from '@kora/shared';
import { OFFLINE_MEDIA_CACHE } from '@kora/shared/offline/rules';
import { lazy, Suspense, useEffect, useState } from 'react';
import { withOfflineTexts } from './offline-texts';

const OfflineFeatures = lazy(() =>
  withOfflineTexts(import(/* webpackChunkName: "offline" */ './offline-features')).then((module) => {
    module.startOffline();
    return { default: module.UpdateBanner };
  }),
);

/** Once the page has loaded: a first visit's screen never waits for the offline app. */
function afterLoad(then: () => void): () => void {
  const start = () => setTimeout(then, 0);
  if (document.readyState === 'complete') {
    const timer = start();
    return () => clearTimeout(timer);
  }
  window.addEventListener('load', start, { once: true });
  return () => window.removeEventListener('load', start);
}

/** Copies left on the device by an account that is no longer signed in here: they must go. */
async function copiesLeftBehind(): Promise<boolean> {
  return typeof caches !== 'undefined' && caches.has(OFFLINE_MEDIA_CACHE).catch(() => false);
}

/**
 * The offline app (service worker, saved copies' rights, the new-release offer) comes for signed-in
 * listeners, after the page has loaded; a visitor's page never fetches it.
 */
export function OfflineOnDemand() {
  const signedIn = useSessionStore(selectSignedIn);
  const [loaded, setLoaded] = useState(false);
  const [leftBehind, setLeftBehind] = useState(false);

  useEffect(() => afterLoad(() => setLoaded(true)), []);
  useEffect(() => {
    if (loaded && !signedIn) void copiesLeftBehind().then(setLeftBehind);
  }, [loaded, signedIn]);

  if (!loaded || !(signedIn || leftBehind)) return null;
  return (
    <Suspense fallback={null}>
      <OfflineFeatures />
    </Suspense>
  );
}
