import type { ComponentType } from 'react';
import type { RouteIdOf } from '@kora/shared';
import { onDemand, ScreenFrame } from '@kora/shared/remote-app';

// Each screen is its own chunk, fetched with its first visit: /releases never downloads an artist's carousel.
const ReleasesPage = onDemand(() => import('./pages/releases-page'), 'ReleasesPage');
const ReleasePage = onDemand(() => import('./pages/release-page'), 'ReleasePage');
const ArtistsPage = onDemand(() => import('./pages/artists-page'), 'ArtistsPage');
const ArtistPage = onDemand(() => import('./pages/artist-page'), 'ArtistPage');
const NewsPage = onDemand(() => import('./pages/news-page'), 'NewsPage');
const ArticlePage = onDemand(() => import('./pages/article-page'), 'ArticlePage');
const PodcastsPage = onDemand(() => import('./pages/podcasts-page'), 'PodcastsPage');
const PodcastPage = onDemand(() => import('./pages/podcast-page'), 'PodcastPage');
const EpisodePage = onDemand(() => import('./pages/episode-page'), 'EpisodePage');
const FavoritesPage = onDemand(() => import('./pages/favorites-page'), 'FavoritesPage');
const SearchScreen = onDemand(() => import('./features/search/components/search-screen'), 'SearchScreen');
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
  favorites: FavoritesPage,
  search: SearchScreen,
  trackSuccess: () => (
    <ScreenFrame area="catalogue" screen="trackSuccess">
      <TrackPurchaseSuccess />
    </ScreenFrame>
  ),
};
