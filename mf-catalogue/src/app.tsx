import { createRemoteApp } from '@kora/shared/remote-app';
import { pages } from './pages';
import { translationLoaders as translations } from './locales/on-demand';

export const { bootstrap, mount, unmount, preloadScreen } = createRemoteApp({ app: 'catalogue', pages, translations });
