import { artistSlug } from '@kora/shared/format';
import { renderArtwork } from '../../media/generate/artwork';
import { nameKey } from '../catalogue/name-key';
import { composeTune } from '../../media/generate/music';
import { encodeWav } from '../../media/generate/wav';
import { formOf } from '../../test/multipart';
import { signUp, type TestApp, type TestSession } from '../../test/test-app';
import { grantPlan } from '../subscriptions/testing';

export interface ArtistSession extends TestSession {
  artistId: number;
  name: string;
  slug: string;
}

/**
 * A signed-up account that then became an artist in the database (its `ROLE_ARTIST` and its artists
 * row) on the Premium plan that lets it publish: its token still carries the roles it had at sign-in,
 * as a token issued before the change would.
 */
export async function signUpArtist(t: TestApp, username: string, name: string): Promise<ArtistSession> {
  const session = await signUp(t.app, username);
  const now = new Date().toISOString();
  await t.db
    .updateTable('users')
    .set({ roles: JSON.stringify(['ROLE_USER', 'ROLE_ARTIST']) })
    .where('id', '=', session.userId)
    .execute();
  const artist = await t.db
    .insertInto('artists')
    .values({
      user_id: session.userId,
      name,
      name_key: nameKey(name),
      slug: artistSlug(name),
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  await grantPlan(t.db, session.userId, 'premium');
  return { ...session, artistId: artist.id, name, slug: artist.slug };
}

/** A real WAV file of that many seconds. */
export function wavOf(seconds: number, seed = 1): Buffer {
  const { samples, sampleRate } = composeTune({ seed, seconds });
  return encodeWav(samples, sampleRate);
}

/** A file with a WAV signature whose length cannot be read. */
export const unreadableWav = Buffer.concat([
  Buffer.from('RIFF\x10\x00\x00\x00WAVEjunk', 'latin1'),
  Buffer.alloc(64, 7),
]);

export const coverPng = renderArtwork({ seed: 12, width: 32, height: 32 });

/** An MP4 header (an `ftyp` box) then padding: accepted as a video, its length unreadable. */
export const mp4Head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(256)]);

export const dataUrlOf = (type: string, content: Buffer) => `data:${type};base64,${content.toString('base64')}`;

/** POST /api/upload/{kind} as the session; answers the stored file's url and path. */
export async function uploadAs(
  t: TestApp,
  session: TestSession,
  kind: 'audio' | 'image' | 'video' | 'episode',
  fileName: string,
  type: string,
  content: Buffer,
): Promise<{ url: string; path: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/upload/${kind}`,
    ...formOf([{ name: 'file', fileName, type, content }], session.headers),
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json();
}
