import { registerRemotes } from '@module-federation/enhanced/runtime';
import { addTranslations, configureHttp, initI18n } from '@kora/shared';
import { provideParcelLoader, timeSlicedRoots } from '@kora/shared/remote-app';
import type { ParcelConfigObject } from 'single-spa';
import { loadRemoteModule } from './composition/load-remote-module';
import { fetchRuntimeConfig, type RuntimeConfig } from './composition/runtime-config';
import { remoteFor, setRemotes } from './composition/remote-registry';
import { registerRemoteApplications } from './composition/register-applications';
import { preloadRemoteFor, preloadRemotesOfLinks } from './composition/preload-remotes';
import { translationLoaders } from './locales/on-demand';
import { preloadShellPage, ShellApp } from './shell-app';
import './chrome/chrome.css';
import { remoteFailureKind } from './composition/remote-failure';

/** Where the site lives: the API for the http client, the remotes for the federation runtime and parcels. */
function connect(config: RuntimeConfig): RuntimeConfig {
  configureHttp({ apiUrl: config.apiUrl });
  registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));
  setRemotes(config.remotes);
  provideParcelLoader(({ app, expose, fresh }) =>
    loadRemoteModule<ParcelConfigObject>(remoteFor(app), expose, { fresh }).catch((error: unknown) => {
      if (remoteFailureKind(error) === 'permanent')
        throw Object.assign(new Error(`${app} ${expose}`, { cause: error }), { permanent: true });
      throw error;
    }),
  );
  // The page's first content is on its way while the shell's texts arrive and the shell first renders:
  // the shell's own page, or the remote's app and screen at this address.
  preloadShellPage(window.location.pathname);
  preloadRemoteFor(window.location.href);
  return config;
}

async function start() {
  const [config] = await Promise.all([
    fetchRuntimeConfig().then(connect),
    addTranslations('shell', translationLoaders),
    initI18n(),
  ]);

  const rootElement = document.createElement('div');
  rootElement.id = 'kora-shell-root';
  document.body.append(rootElement);
  timeSlicedRoots.createRoot(rootElement).render(<ShellApp />);
  registerRemoteApplications(config.remotes);
  preloadRemotesOfLinks();
}

start().catch((error: unknown) => {
  console.error('[kora] the site could not start', error);
  document.body.dataset.koraReady = '';
  const main = document.getElementById('kora-main');
  if (main) main.textContent = 'Kora est momentanément indisponible. Veuillez recharger la page.';
});
