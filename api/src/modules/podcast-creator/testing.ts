import type { Role } from '@kora/shared/contracts';
import { renderArtwork } from '../../media/generate/artwork';
import { composeTune } from '../../media/generate/music';
import { encodeWav } from '../../media/generate/wav';
import { createUser, type TestApp, type TestSession } from '../../test/test-app';

/** A WAV file of exactly `seconds` seconds. */
export function wavOf(seconds: number, seed = 1): Buffer {
  const { samples, sampleRate } = composeTune({ seed, seconds, sampleRate: 8000 });
  return encodeWav(samples, sampleRate);
}

export const pngOf = (seed = 1): Buffer => renderArtwork({ seed, width: 32, height: 32 });

export const dataUrl = (type: string, content: Buffer): string => `data:${type};base64,${content.toString('base64')}`;

/**
 * An account whose stored roles are `roles`, signed in with a token that says only ROLE_USER: the
 * rights must come from the stored roles.
 */
export async function accountWithRoles(
  t: TestApp,
  username: string,
  roles: Role[],
  name: { firstname?: string; lastname?: string } = {},
): Promise<TestSession> {
  const session = await createUser(t, username);
  await t.db
    .updateTable('users')
    .set({ roles: JSON.stringify(roles), ...name })
    .where('id', '=', session.userId)
    .execute();
  return session;
}

/** Calls of the podcast creator as one account. */
export function creatorCalls(t: TestApp, session: TestSession | null) {
  const headers = session?.headers ?? {};
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/podcast-creator${url}`, headers, ...(payload && { payload }) });
  return {
    call,
    createPodcast: (payload: object) => call('POST', '/create-podcast', payload),
    createEpisode: (payload: object) => call('POST', '/create-episode', payload),
    publishPodcast: (id: number) => call('POST', `/publish-podcast/${id}`),
    publishEpisode: (id: number) => call('POST', `/publish-episode/${id}`),
    episodesOf: (id: number) => call('GET', `/podcast/${id}/episodes`),
  };
}
