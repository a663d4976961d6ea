import { createRemoteApp } from '@kora/shared/remote-app';
import { pages } from './pages';
import { translations } from './locales';

export const { bootstrap, mount, unmount } = createRemoteApp({ app: 'account', pages, translations });
