import type { Kysely } from 'kysely';
import { createTestApp, type TestApp } from '../../test/test-app';
import { down, up } from './0016-genre-keys';

/** Releases as they were filed before the genre table: the catalogue's names beside the form's genre. */
const FILED_BEFORE = [
  { title: 'Plume', genre: 'Hip-Hop/Rap', creator_genre: null },
  { title: 'Nuits blanches', genre: 'R&B/Soul', creator_genre: null },
  { title: 'Soleil de Noailles', genre: 'Afrobeats', creator_genre: null },
  { title: 'Minuit Quarante', genre: 'electronic', creator_genre: null },
  { title: 'Soleil levant', genre: 'Pop', creator_genre: 'pop' },
  { title: 'Paix', genre: 'Reggae', creator_genre: 'reggae' },
  { title: 'Douce', genre: 'R&B/Soul', creator_genre: 'r&b' },
  { title: 'Sans genre', genre: null, creator_genre: 'other' },
  { title: 'Polka du dimanche', genre: 'Polka', creator_genre: null },
  { title: 'Clip', genre: null, creator_genre: null },
];

describe('migration 0016: releases filed under genre keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const now = new Date().toISOString();
    const artist = await t.db
      .insertInto('artists')
      .values({
        user_id: null,
        name: 'Aya Diop',
        slug: 'aya-diop',
        real_name: null,
        bio: null,
        long_bio: null,
        image: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('releases')
      .values(
        FILED_BEFORE.map((release) => ({
          ...release,
          artist_id: artist.id,
          type: 'single' as const,
          status: 'published' as const,
          release_date: now,
          cover: null,
          price_minor: 199,
          currency: 'EUR',
          about_title: null,
          about_content1: null,
          about_content2: null,
          video_clip_id: null,
          episode_id: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await up(t.db as unknown as Kysely<unknown>);
  });
  afterAll(async () => t.close());

  const genres = async () =>
    Object.fromEntries(
      (await t.db.selectFrom('releases').select(['title', 'genre', 'creator_genre']).execute()).map((row) => [
        row.title,
        [row.genre, row.creator_genre],
      ]),
    );

  it("moves the catalogue's names and the form's genres to keys, the artist's choice first", async () => {
    expect(await genres()).toEqual({
      Plume: ['hip-hop', null],
      'Nuits blanches': ['r&b', null],
      'Soleil de Noailles': ['afrobeats', null],
      'Minuit Quarante': ['electronic', null],
      'Soleil levant': ['pop', 'pop'],
      Paix: ['reggae', 'reggae'],
      Douce: ['r&b', 'r&b'],
      'Sans genre': ['other', 'other'],
      'Polka du dimanche': ['other', null],
      Clip: [null, null],
    });
  });

  it('lets the release filter find a Pop and a Reggae single that no filter could find before', async () => {
    const titles = async (genre: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/releases?genre=${genre}` }))
        .json()
        .map((release: { title: string }) => release.title);
    expect(await titles('pop')).toEqual(['Soleil levant']);
    expect(await titles('reggae')).toEqual(['Paix']);
    expect(await titles('afrobeats')).toEqual(['Soleil de Noailles']);
  });

  it("goes back to the catalogue's names", async () => {
    await down(t.db as unknown as Kysely<unknown>);
    const before = await genres();
    await up(t.db as unknown as Kysely<unknown>);
    expect(before).toMatchObject({
      Plume: ['Hip-Hop/Rap', null],
      'Soleil levant': ['Pop', 'pop'],
      'Sans genre': [null, 'other'],
    });
  });
});
