import type {
  Article,
  ArtistDetail,
  Comment,
  Episode,
  ReleaseDetail,
  ReleaseSummary,
  Track,
  VideoClip,
} from '@kora/shared/contracts';

export const summary = (id: number, overrides: Partial<ReleaseSummary> = {}): ReleaseSummary => ({
  id,
  title: `Sortie ${id}`,
  type: 'single',
  genre: 'Electronic',
  releaseDate: `2026-11-${String(10 + (id % 10)).padStart(2, '0')}T09:00:00.000Z`,
  cover: `http://api.test/uploads/images/release-${id}.png`,
  coverImage: `http://api.test/uploads/images/release-${id}.png`,
  artist: 'Les Ondes Nocturnes',
  artistId: 2,
  artistSlug: 'les-ondes-nocturnes',
  likes: 640,
  playsCount: 12400,
  trackCount: 1,
  duration: 10,
  audioFileUrl: `http://api.test/uploads/audio/track-${id}.wav`,
  price: 1.99,
  priceMinor: 199,
  currency: 'EUR',
  ...overrides,
});

export const track = (id: number, position: number, overrides: Partial<Track> = {}): Track => ({
  id,
  releaseId: 2,
  position,
  title: `Titre ${position}`,
  duration: 65 + position,
  audioUrl: `http://api.test/uploads/audio/t-${id}.wav`,
  audioFileUrl: `http://api.test/uploads/audio/t-${id}.wav`,
  cover: 'http://api.test/uploads/images/release-2.png',
  artist: 'Nadia Kane',
  artistLink: '/artist/nadia-kane',
  playsCount: 100,
  price: 1.99,
  priceMinor: 199,
  currency: 'EUR',
  ...overrides,
});

export const album: ReleaseDetail = {
  ...summary(2, {
    title: 'Racines',
    type: 'album',
    artist: 'Nadia Kane',
    artistId: 1,
    artistSlug: 'nadia-kane',
    trackCount: 3,
    playsCount: 310000,
    price: 9.99,
    priceMinor: 999,
  }),
  about: { title: 'Premier album', content1: 'Dix titres entre soul et musique mandingue.', content2: null },
  tracks: [
    track(21, 1, { title: 'Ouverture' }),
    track(22, 2, { title: 'Racines' }),
    track(23, 3, { title: 'Le fleuve' }),
  ],
  video: null,
  episodeId: null,
};

export const single: ReleaseDetail = {
  ...summary(4, { title: 'Minuit Quarante' }),
  about: { title: 'Nouveau single', content1: 'Une montée lente vers la piste.', content2: null },
  tracks: [track(41, 1, { title: 'Minuit Quarante', releaseId: 4, duration: 10 })],
  video: null,
  episodeId: null,
};

export const comment = (id: number, text: string, author = 'lea.martin', children: Comment[] = []): Comment => ({
  id,
  text,
  content: text,
  author,
  user: author === 'Anonyme' ? null : { username: author },
  createdAt: '2026-11-18T10:00:00.000Z',
  parentId: null,
  children,
});

export const episode = (id: number, overrides: Partial<Episode> = {}): Episode => ({
  id,
  title: `Épisode ${id}`,
  description: 'Pourquoi les câbles reviennent à la mode, et comment débuter sans se ruiner.',
  audioUrl: `http://api.test/uploads/audio/episode-${id}.wav`,
  coverImage: `http://api.test/uploads/images/episode-${id}.png`,
  duration: 725,
  viewers: 2300,
  status: 'published',
  isLive: false,
  host: 'Marc Ondes',
  createdAt: '2026-10-20T08:00:00.000Z',
  publishedAt: '2026-10-20T08:00:00.000Z',
  podcast: { id: 1, title: 'Les Ondes du Soir', coverImage: 'http://api.test/uploads/images/podcast-1.png' },
  ...overrides,
});

export const article = (id: number, overrides: Partial<Article> = {}): Article => ({
  id,
  title: `Article ${id}`,
  slug: `article-${id}`,
  category: 'Actualités',
  excerpt: 'Un résumé.',
  content: '<p>Le <strong>contenu</strong>.</p>',
  image: `http://api.test/uploads/articles/article-${id}.png`,
  author: 'Rédaction Kora',
  commentsCount: 2,
  createdAt: '2026-11-18T10:00:00.000Z',
  ...overrides,
});

export const artist: ArtistDetail = {
  id: 5,
  name: 'Aya Diop',
  slug: 'aya-diop',
  realName: 'Aya Diop Koné',
  bio: 'Afrobeats <em>solaire</em>.',
  longBio: '<p>A grandi entre <strong>Abidjan</strong> et Marseille.</p><script>window.hacked = true</script>',
  image: 'http://api.test/uploads/images/artist-5.png',
  imageUrl: 'http://api.test/uploads/images/artist-5.png',
  followers: 89400,
  popularity: 98,
  releasesCount: 3,
  createdAt: '2025-10-01T12:00:00.000Z',
};

export const clip = (id: number, videoUrl: string | null, releaseId: number | null = null): VideoClip => ({
  id,
  title: `Clip ${id}`,
  description: null,
  videoUrl,
  videoFileUrl: videoUrl,
  thumbnailUrl: `http://api.test/uploads/images/clip-${id}.png`,
  duration: 214,
  quality: '1080p',
  likes: 10,
  playsCount: 1200000,
  viewers: 1200000,
  releaseDate: '2026-11-01T00:00:00.000Z',
  artist: 'Aya Diop',
  artistId: 5,
  releaseId,
});
