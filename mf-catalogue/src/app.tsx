import { createRemoteApp } from '@kora/shared/remote-app';
import { watchFavouritePodcasts } from './common/lib/podcast-episode-notices';
import { pages } from './pages';
import { translationLoaders as translations } from './locales/on-demand';

export const { bootstrap, mount, unmount, preloadScreen } = createRemoteApp({ app: 'catalogue', pages, translations });

// Favourites change on the catalogue's screens only, so its code is the one to tell the API.
watchFavouritePodcasts();
