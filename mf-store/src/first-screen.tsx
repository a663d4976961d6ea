import { createFirstScreenRenderer } from '@kora/shared/remote-app/server';
import { pages } from './pages';
import { translationLoaders as translations } from './locales/on-demand';

/** This remote's screens drawn on the site's server (webpack.server.config.js → dist/server/first-screen.js). */
export const renderFirstScreen = createFirstScreenRenderer({ app: 'store', pages, translations });
