import type { ArtistSummary, Episode } from '@kora/shared/contracts';

/*
 * Built-in lists the home page shows when the artists or episodes cannot be loaded (an error or a
 * 401), as the spec asks: the page keeps a face while the API is away.
 */

const artist = (id: number, name: string, bio: string, followers: number): ArtistSummary => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  realName: null,
  bio,
  image: null,
  imageUrl: null,
  followers,
  popularity: 0,
  releasesCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
});

export const SAMPLE_ARTISTS: readonly ArtistSummary[] = [
  artist(5, 'Aya Diop', 'Afrobeats solaire et clips colorés.', 89400),
  artist(3, 'Malik Sy', 'Rap entre Dakar et Paris.', 67800),
  artist(1, 'Nadia Kane', 'Soul afro-parisienne.', 48200),
  artist(12, 'Inès Bardot', 'Électro-pop élégante.', 35700),
];

const episode = (id: number, title: string, podcast: string, viewers: number): Episode => ({
  id,
  title,
  description: null,
  audioUrl: null,
  coverImage: null,
  duration: 0,
  viewers,
  status: 'published',
  isLive: false,
  host: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  publishedAt: null,
  podcast: { id: 0, title: podcast, coverImage: null },
});

export const SAMPLE_EPISODES: readonly Episode[] = [
  episode(1, 'Les synthés modulaires expliqués', 'Les Ondes du Soir', 2300),
  episode(5, 'Nadia Kane, la voix de Montreuil', 'Voix de la Diaspora', 4100),
  episode(6, 'Malik Sy : écrire en deux langues', 'Voix de la Diaspora', 5200),
];
