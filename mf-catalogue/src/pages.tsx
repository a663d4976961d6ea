import type { ComponentType } from 'react';
import { queryClient, read, type RouteIdOf } from '@kora/shared';
import { onDemand, ScreenFrame } from '@kora/shared/remote-app';
import {
  getArticle,
  getArtist,
  getEpisode,
  getPlaylist,
  getPodcast,
  getRelease,
} from '@kora/shared/contracts/endpoints';
import { prefetchArtistsList } from './features/artists/api/list-artists';
import { prefetchNewsArticles } from './features/news/api/list-articles';
import { prefetchEpisodesList } from './features/podcasts/api/list-episodes';
import { prefetchReleasesList } from './features/releases/api/list-releases';
import { libraryTexts } from './locales/library-texts';
import { pageTexts } from './locales/page-texts';

/**
 * A screen that shows the library's buttons or lists (likes, favourites, follows, playlists): its code and
 * the library's texts are fetched side by side, and it renders once both are there.
 */
const withLibraryTexts = <Screen,>(screen: Promise<Screen>) =>
  Promise.all([screen, libraryTexts()]).then(([module]) => module);

/**
 * A screen that shows texts no home section does (a release's, an artist's, an episode's, the lists' sorts,
 * comments, the search): its code and those texts, side by side.
 */
const withPageTexts = <Screen,>(screen: Promise<Screen>) =>
  Promise.all([screen, pageTexts()]).then(([module]) => module);

// Each screen is its own chunk, fetched with its first visit: /releases never downloads an artist's carousel.
// A list's or a detail's first data is asked for with the screen's code.
const ReleasesPage = onDemand(
  () => withPageTexts(import(/* webpackChunkName: "screen-releases" */ './pages/releases-page')),
  'ReleasesPage',
  {
    prefetch: prefetchReleasesList,
  },
);
const ReleasePage = onDemand(
  () => withPageTexts(withLibraryTexts(import(/* webpackChunkName: "screen-release" */ './pages/release-page'))),
  'ReleasePage',
  {
    prefetch: ({ params }) => queryClient.prefetchQuery(read(getRelease, { params: { id: Number(params.id) } })),
  },
);
const ArtistsPage = onDemand(
  () => withPageTexts(import(/* webpackChunkName: "screen-artists" */ './pages/artists-page')),
  'ArtistsPage',
  { prefetch: prefetchArtistsList },
);
const ArtistPage = onDemand(
  () => withPageTexts(withLibraryTexts(import(/* webpackChunkName: "screen-artist" */ './pages/artist-page'))),
  'ArtistPage',
  {
    prefetch: ({ params }) =>
      queryClient.prefetchQuery(read(getArtist, { params: { idOrSlug: params.idOrSlug } })),
  },
);
const NewsPage = onDemand(() => import(/* webpackChunkName: "screen-news" */ './pages/news-page'), 'NewsPage', {
  prefetch: prefetchNewsArticles,
});
const ArticlePage = onDemand(
  () => withPageTexts(import(/* webpackChunkName: "screen-article" */ './pages/article-page')),
  'ArticlePage',
  {
    prefetch: ({ params }) => queryClient.prefetchQuery(read(getArticle, { params: { id: Number(params.id) } })),
  },
);
const PodcastsPage = onDemand(
  () => import(/* webpackChunkName: "screen-podcasts" */ './pages/podcasts-page'),
  'PodcastsPage',
  { prefetch: prefetchEpisodesList },
);
const PodcastPage = onDemand(
  () => withLibraryTexts(import(/* webpackChunkName: "screen-podcast" */ './pages/podcast-page')),
  'PodcastPage',
  {
    prefetch: ({ params }) => queryClient.prefetchQuery(read(getPodcast, { params: { id: Number(params.id) } })),
  },
);
const EpisodePage = onDemand(
  () => withPageTexts(withLibraryTexts(import(/* webpackChunkName: "screen-episode" */ './pages/episode-page'))),
  'EpisodePage',
  {
    prefetch: ({ params }) => queryClient.prefetchQuery(read(getEpisode, { params: { id: Number(params.id) } })),
  },
);
const FavouritesPage = onDemand(
  () => withLibraryTexts(import(/* webpackChunkName: "screen-favorites" */ './pages/favourites-page')),
  'FavouritesPage',
);
const LibraryPage = onDemand(
  () => withLibraryTexts(import(/* webpackChunkName: "screen-library" */ './pages/library-page')),
  'LibraryPage',
);
const PlaylistPage = onDemand(
  () => withLibraryTexts(import(/* webpackChunkName: "screen-playlist" */ './pages/playlist-page')),
  'PlaylistPage',
  {
    prefetch: ({ params }) => queryClient.prefetchQuery(read(getPlaylist, { params: { id: Number(params.id) } })),
  },
);
const SearchPage = onDemand(
  () => withPageTexts(withLibraryTexts(import(/* webpackChunkName: "screen-search" */ './pages/search-page'))),
  'SearchPage',
);
const TrackPurchaseSuccess = onDemand(
  () => import('./features/purchases/components/track-purchase-success'),
  'TrackPurchaseSuccess',
);

/** The screen shown on each route this app owns. */
export const pages: Record<RouteIdOf<'catalogue'>, ComponentType> = {
  releases: ReleasesPage,
  release: ReleasePage,
  artists: ArtistsPage,
  artist: ArtistPage,
  news: NewsPage,
  article: ArticlePage,
  podcasts: PodcastsPage,
  podcast: PodcastPage,
  episode: EpisodePage,
  favorites: FavouritesPage,
  library: LibraryPage,
  playlist: PlaylistPage,
  search: SearchPage,
  trackSuccess: () => (
    <ScreenFrame area="catalogue" screen="trackSuccess">
      <TrackPurchaseSuccess />
    </ScreenFrame>
  ),
};
