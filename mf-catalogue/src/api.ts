import { apiRead, catalogueQueryKey, http } from '@kora/shared';
import type {
  Article,
  ArtistDetail,
  ArtistListQuery,
  ArtistSummary,
  Banner,
  Comment,
  Episode,
  EpisodeListQuery,
  EpisodeRating,
  EpisodeViewers,
  ListenCount,
  ListenRecorded,
  Partner,
  Podcast,
  PodcastDetail,
  ReleaseSummary,
  VideoClip,
} from '@kora/shared/contracts';

/** The catalogue's API calls (catalogue-and-commerce.md §7), typed with the shared contracts. */

type Signal = AbortSignal | undefined;
type Query = Record<string, string | number | boolean | undefined>;

const get = <T>(path: string, signal?: Signal, query?: Query) => http.get<T>(path, { signal, query });

export const catalogueApi = {
  albumListens: (id: number | string, signal?: Signal) => get<ListenCount>(`/album/${id}/listens`, signal),
  recordListen: (trackId: number) => http.post<ListenRecorded>(`/track/${trackId}/listen`),

  releaseComments: (id: number | string, signal?: Signal) => get<Comment[]>(`/releases/${id}/comments`, signal),
  commentRelease: (id: number | string, text: string, parentId: number | null) =>
    http.post<Comment>(`/releases/${id}/comments`, { text, parentId }),

  artists: (query: ArtistListQuery, signal?: Signal) => get<ArtistSummary[]>('/artists', signal, { ...query }),
  artist: (idOrSlug: string, signal?: Signal) => get<ArtistDetail>(`/artists/${encodeURIComponent(idOrSlug)}`, signal),
  artistVideos: (idOrSlug: string | number, signal?: Signal) =>
    get<VideoClip[]>(`/artists/${encodeURIComponent(String(idOrSlug))}/videos`, signal, { limit: 8 }),
  artistReleases: (idOrSlug: string | number, signal?: Signal) =>
    get<ReleaseSummary[]>(`/artists/${encodeURIComponent(String(idOrSlug))}/releases`, signal, { limit: 12 }),

  articles: (signal?: Signal, limit = 50) => get<Article[]>('/articles', signal, { limit }),
  article: (id: number | string, signal?: Signal) => get<Article>(`/articles/${id}`, signal),
  articleComments: (id: number | string, signal?: Signal) => get<Comment[]>(`/articles/${id}/comments`, signal),
  commentArticle: (articleId: number, text: string, parentId: number | null) =>
    http.post<Comment>('/comments', { text, articleId, parentId }),

  podcasts: (signal?: Signal, limit = 50) => get<Podcast[]>('/podcasts', signal, { limit }),
  podcast: (id: number | string, signal?: Signal) => get<PodcastDetail>(`/podcasts/${id}`, signal),
  episodes: (query: EpisodeListQuery, signal?: Signal) => get<Episode[]>('/episodes', signal, { ...query }),
  episode: (id: number | string, signal?: Signal) => get<Episode>(`/episodes/${id}`, signal),
  incrementViewers: (id: number | string) => http.post<EpisodeViewers>(`/episodes/${id}/increment-viewers`),
  episodeComments: (id: number | string, signal?: Signal) => get<Comment[]>(`/episodes/${id}/comments`, signal),
  commentEpisode: (id: number | string, content: string, parentId: number | null) =>
    http.post<Comment>(`/episodes/${id}/comments`, { content, parentId }),
  /** Any thread's comment: its author deletes it, the owner of what it comments on hides or shows it. */
  deleteComment: (id: number) => http.delete<void>(`/comments/${id}`),
  setCommentHidden: (id: number, hidden: boolean) => http.patch<Comment>(`/comments/${id}`, { hidden }),
  episodeRating: (id: number | string, signal?: Signal) => get<EpisodeRating>(`/episodes/${id}/rating`, signal),
  rateEpisode: (id: number | string, rating: number) => http.post<EpisodeRating>(`/episodes/${id}/rate`, { rating }),

  partners: (signal?: Signal) => get<Partner[]>('/partners', signal),
  banners: (signal?: Signal) => get<Banner[]>('/banners', signal),
};

/** Every catalogue read as TanStack Query options: one key per read, shared by the pages and the home parcels. */
export const catalogueQueries = {
  albumListens: (id: number | string) =>
    apiRead(catalogueQueryKey('release', String(id), 'listens'), (signal) => catalogueApi.albumListens(id, signal)),
  artists: (query: ArtistListQuery) =>
    apiRead(catalogueQueryKey('artists', query), (signal) => catalogueApi.artists(query, signal)),
  artist: (idOrSlug: string) =>
    apiRead(catalogueQueryKey('artist', idOrSlug), (signal) => catalogueApi.artist(idOrSlug, signal)),
  artistVideos: (idOrSlug: string | number) =>
    apiRead(catalogueQueryKey('artist', String(idOrSlug), 'videos'), (signal) =>
      catalogueApi.artistVideos(idOrSlug, signal),
    ),
  artistReleases: (idOrSlug: string | number) =>
    apiRead(catalogueQueryKey('artist', String(idOrSlug), 'releases'), (signal) =>
      catalogueApi.artistReleases(idOrSlug, signal),
    ),
  articles: (limit: number) =>
    apiRead(catalogueQueryKey('articles', { limit }), (signal) => catalogueApi.articles(signal, limit)),
  article: (id: number | string) =>
    apiRead(catalogueQueryKey('article', String(id)), (signal) => catalogueApi.article(id, signal)),
  podcasts: (limit: number) =>
    apiRead(catalogueQueryKey('podcasts', { limit }), (signal) => catalogueApi.podcasts(signal, limit)),
  podcast: (id: number | string) =>
    apiRead(catalogueQueryKey('podcast', String(id)), (signal) => catalogueApi.podcast(id, signal)),
  episodes: (query: EpisodeListQuery) =>
    apiRead(catalogueQueryKey('episodes', query), (signal) => catalogueApi.episodes(query, signal)),
  episode: (id: number | string) =>
    apiRead(catalogueQueryKey('episode', String(id)), (signal) => catalogueApi.episode(id, signal)),
  episodeRating: (id: number | string) =>
    apiRead(catalogueQueryKey('episode', String(id), 'rating'), (signal) => catalogueApi.episodeRating(id, signal)),
  partners: () => apiRead(catalogueQueryKey('partners'), (signal) => catalogueApi.partners(signal)),
  banners: () => apiRead(catalogueQueryKey('banners'), (signal) => catalogueApi.banners(signal)),
};
