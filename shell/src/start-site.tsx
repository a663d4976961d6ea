import { registerRemotes } from '@module-federation/enhanced/runtime';
import { addTranslations, configureHttp, initI18n } from '@kora/shared';
import { fetchRuntimeConfig, type RuntimeConfig } from './composition/runtime-config';
import { setRemotes } from './composition/remote-registry';
import { preloadRemoteFor } from './composition/preload-remotes';
import { APPROACH, onFirstGesture } from './composition/first-gesture';
import { SERVER_SCREENS } from './composition/held-taps';
import { takesOverOnFirstGesture } from './composition/take-over-on-gesture';
import { translationLoaders } from './locales/on-demand';
import './chrome/chrome.css';
import { nextTask } from './first-screen/libraries-in-turn';

/** Where the site lives: the API for the http client, the remotes for the federation runtime. */
function connect(config: RuntimeConfig): RuntimeConfig {
  configureHttp({ apiUrl: config.apiUrl });
  registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));
  setRemotes(config.remotes);
  // The remote's app and screen at this address are on their way while the shell's texts arrive and
  // the shell first renders; for a screen the server drew, from the visitor's first gesture (it is taken
  // over then, see take-over-on-gesture.ts).
  const preload = () => preloadRemoteFor(window.location.href);
  if (takesOverOnFirstGesture(document.querySelector(SERVER_SCREENS))) onFirstGesture(preload, APPROACH);
  else preload();
  return config;
}

async function start() {
  const connected = Promise.all([
    fetchRuntimeConfig().then(connect),
    addTranslations('shell', translationLoaders),
    initI18n(),
  ]);
  // React's renderer, the router and the chrome are evaluated in a task of their own, once the requests
  // above are on their way: run with the rest of start-up, they made the page's longest task, the time a
  // phone leaves a tap unanswered.
  const shell = nextTask().then(() => import(/* webpackMode: "eager" */ './mount-shell'));
  const [[config], { mountShell }] = await Promise.all([connected, shell]);
  mountShell(config);
}

start().catch((error: unknown) => {
  console.error('[kora] the site could not start', error);
  document.body.dataset.koraReady = '';
  const main = document.getElementById('kora-main');
  if (main) main.textContent = 'Kora est momentanément indisponible. Veuillez recharger la page.';
});
