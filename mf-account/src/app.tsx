import { createRemoteApp } from '@kora/shared/remote-app';
import { pages } from './pages';
import { translationLoaders as translations } from './locales/on-demand';
// Listens for a session's end from the moment the remote runs: the sign-in screen, fetched later, shows
// its message.
import './lib/session-expiry-notice';

export const { bootstrap, mount, unmount, preloadScreen } = createRemoteApp({ app: 'account', pages, translations });
