import type { ComponentType } from 'react';
import type { RouteIdOf } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { ArticlePage } from './pages/article-page';
import { ArtistPage } from './pages/artist-page';
import { ArtistsPage } from './pages/artists-page';
import { EpisodePage } from './pages/episode-page';
import { FavoritesPage } from './pages/favorites-page';
import { NewsPage } from './pages/news-page';
import { PodcastPage } from './pages/podcast-page';
import { PodcastsPage } from './pages/podcasts-page';
import { ReleasePage } from './pages/release-page';
import { ReleasesPage } from './pages/releases-page';
import { TrackPurchaseSuccess } from './features/purchases/components/track-purchase-success';

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
  trackSuccess: () => (
    <ScreenFrame area="catalogue" screen="trackSuccess">
      <TrackPurchaseSuccess />
    </ScreenFrame>
  ),
};
