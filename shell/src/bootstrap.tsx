import { registerRemotes } from '@module-federation/enhanced/runtime';
import { addTranslations, configureHttp, initI18n } from '@kora/shared';
import { provideParcelLoader, timeSlicedRoots } from '@kora/shared/remote-app';
import type { ParcelConfigObject } from 'single-spa';
import { loadRemoteModule } from './composition/load-remote-module';
import { fetchRuntimeConfig } from './composition/runtime-config';
import { remoteFor, setRemotes } from './composition/remote-registry';
import { registerRemoteApplications } from './composition/register-applications';
import { preloadRemotesOfLinks } from './composition/preload-remotes';
import { translationLoaders } from './locales/on-demand';
import { ShellApp } from './shell-app';
import './chrome/chrome.css';
import { remoteFailureKind } from './composition/remote-failure';

async function start() {
  // Where the site lives and the shell's texts arrive together.
  const [config] = await Promise.all([fetchRuntimeConfig(), addTranslations('shell', translationLoaders)]);
  configureHttp({ apiUrl: config.apiUrl });
  await initI18n();

  registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));
  setRemotes(config.remotes);
  provideParcelLoader(({ app, expose, fresh }) =>
    loadRemoteModule<ParcelConfigObject>(remoteFor(app), expose, { fresh }).catch((error: unknown) => {
      if (remoteFailureKind(error) === 'permanent')
        throw Object.assign(new Error(`${app} ${expose}`, { cause: error }), { permanent: true });
      throw error;
    }),
  );

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
