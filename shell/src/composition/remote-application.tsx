import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { dropServerMarkup, holdsServerMarkup, LoadingState, SectionUnavailable, withTimeout } from '@kora/shared';
import { heldTapsOf } from './held-taps';
import { loadRemoteModule, REMOTE_TIMEOUT_MS, RemoteUnavailableError } from './load-remote-module';
import { remoteFailureKind } from './remote-failure';
import { serverFirstContent } from './first-screen-swap';
import { takesOverOnFirstGesture, untilFirstGesture } from './take-over-on-gesture';
import type { RemoteDescriptor } from './runtime-config';

type AppProps = Record<string, unknown>;
type RemoteLifecycles = Required<Pick<LifeCycles<AppProps>, 'bootstrap' | 'mount' | 'unmount'>>;

const settleWithin = <T,>(work: Promise<T>, id: string) =>
  withTimeout(work, REMOTE_TIMEOUT_MS, () => new RemoteUnavailableError(id, 'timeout'));

const callAll = (fn: LifeCycles<AppProps>['mount'], props: AppProps) =>
  Array.isArray(fn)
    ? fn.reduce<Promise<unknown>>((p, f) => p.then(() => f(props as never)), Promise.resolve())
    : fn(props as never);

const addressNow = () => `${window.location.pathname}${window.location.search}`;

/**
 * The single-spa application that stands for one remote in the shell. Mounting answers at once and
 * loads the remote in the background: a loading state first (or the screen the server drew, which the
 * remote then takes over as it is, from the visitor's first gesture when it is what this device shows),
 * then the remote, or — when it cannot be
 * fetched or throws while mounting — a contained message while the rest of the page keeps working:
 * "section unavailable" with Retry when the failure may pass, "section updated" with Reload when the
 * remote's code cannot run in this page.
 */
export function remoteApplication(
  remote: RemoteDescriptor,
  container: HTMLElement,
): Record<'bootstrap' | 'mount' | 'unmount', (props: AppProps) => Promise<void>> {
  const statusElement = document.createElement('div');
  // The first content the server drew stands for the loading state, and the remote mounts on it: it takes
  // that markup over (see @kora/shared's time-sliced roots) when it opens at the address it was drawn for.
  const serverScreen = serverFirstContent(container);
  const drawnFor = addressNow();
  const appElement = serverScreen ?? document.createElement('div');
  if (serverScreen) serverScreen.before(statusElement);
  else container.append(statusElement, appElement);
  // What the visitor presses on the server's screen before the remote has taken it over is handed to it then.
  const heldTaps = serverScreen ? heldTapsOf(serverScreen) : null;
  let waitsForGesture = takesOverOnFirstGesture(serverScreen);
  const dropServerScreen = () => {
    if (!holdsServerMarkup(appElement)) return;
    heldTaps?.drop();
    dropServerMarkup(appElement);
  };

  let statusRoot: Root | null = null;
  let lifecycles: RemoteLifecycles | null = null;
  let bootstrapped = false;
  let remoteMounted = false;
  let generation = 0;
  let pending: Promise<void> = Promise.resolve();

  const showStatus = (node: React.ReactNode) => {
    dropServerScreen();
    statusElement.hidden = false;
    statusRoot ??= createRoot(statusElement);
    statusRoot.render(node);
  };
  // The remote's first screen replaces the loading state in the same frame (no jump from one to the other):
  // the status is hidden as soon as the remote has put something in its element.
  new MutationObserver(() => {
    if (appElement.childElementCount > 0 && !remoteMounted) statusElement.hidden = true;
  }).observe(appElement, { childList: true });
  const clearStatus = () => {
    statusRoot?.unmount();
    statusRoot = null;
  };

  async function mountRemote(props: AppProps, fresh: boolean) {
    const current = ++generation;
    if (!holdsServerMarkup(appElement)) showStatus(<LoadingState size="screen" />);
    if (waitsForGesture) {
      waitsForGesture = false;
      await untilFirstGesture();
      if (current !== generation) return;
    }
    try {
      lifecycles ??= await loadRemoteModule<RemoteLifecycles>(remote, './app', { fresh });
      if (current !== generation) return;
      if (!bootstrapped) {
        await settleWithin(Promise.resolve(callAll(lifecycles.bootstrap, props)), remote.name);
        bootstrapped = true;
      }
      if (current !== generation) return;
      // The visitor went elsewhere before the remote came: the server's screen is not the one to show.
      if (addressNow() !== drawnFor) dropServerScreen();
      await settleWithin(Promise.resolve(callAll(lifecycles.mount, { ...props, domElement: appElement })), remote.name);
      remoteMounted = true;
      if (current === generation) clearStatus();
    } catch (error) {
      console.error(`[kora] ${remote.app} could not be shown`, error);
      if (current !== generation) return;
      if (!bootstrapped) lifecycles = null;
      showStatus(
        remoteFailureKind(error) === 'permanent' ? (
          <SectionUnavailable kind="updated" />
        ) : (
          <SectionUnavailable
            onRetry={() => {
              pending = mountRemote(props, true);
            }}
          />
        ),
      );
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      pending = mountRemote(props, false);
    },
    unmount: async (props) => {
      generation++;
      dropServerScreen();
      await pending.catch(() => undefined);
      if (remoteMounted && lifecycles) {
        remoteMounted = false;
        await callAll(lifecycles.unmount, { ...props, domElement: appElement });
      }
      clearStatus();
    },
  };
}
