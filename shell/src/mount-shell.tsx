import { provideParcelLoader, timeSlicedRoots } from '@kora/shared/remote-app';
import { navigateToUrl, type ParcelConfigObject } from 'single-spa';
import { loadRemoteModule } from './composition/load-remote-module';
import { remoteFailureKind } from './composition/remote-failure';
import { remoteFor } from './composition/remote-registry';
import { registerRemoteApplications } from './composition/register-applications';
import { followLinksWith } from './composition/held-taps';
import { APPROACH, onFirstGesture } from './composition/first-gesture';
import { homeTakenOverOnFirstGesture } from './composition/take-over-on-gesture';
import { preloadRemotesFromFirstGesture } from './composition/preload-remotes';
import type { RuntimeConfig } from './composition/runtime-config';
import { installDeviceFavouritesImport } from './library/install-device-favourites-import';
import { preloadShellPage, ShellApp } from './shell-app';

/** Draws the shell (header, sidebar, player, its own pages) and hands each remote its routes. */
export function mountShell(config: RuntimeConfig): void {
  provideParcelLoader(({ app, expose, fresh }) =>
    loadRemoteModule<ParcelConfigObject>(remoteFor(app), expose, { fresh }).catch((error: unknown) => {
      if (remoteFailureKind(error) === 'permanent')
        throw Object.assign(new Error(`${app} ${expose}`, { cause: error }), { permanent: true });
      throw error;
    }),
  );
  const preloadPage = () => preloadShellPage(window.location.pathname);
  if (homeTakenOverOnFirstGesture()) onFirstGesture(preloadPage, APPROACH);
  else preloadPage();
  installDeviceFavouritesImport();

  const rootElement = document.createElement('div');
  rootElement.id = 'kora-shell-root';
  document.body.append(rootElement);
  timeSlicedRoots.createRoot(rootElement).render(<ShellApp />);
  registerRemoteApplications(config.remotes);
  followLinksWith(navigateToUrl);
  preloadRemotesFromFirstGesture();
}
