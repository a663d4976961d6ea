import { createEvent } from '../../modules/events/testing';
import { signUpArtist, wavOf, dataUrlOf, coverPng } from '../../modules/creator/testing';
import { grantPlan } from '../../modules/subscriptions/testing';
import type { TestApp, TestSession } from '../test-app';
import { demoSession } from './demo-sessions';

/** Who sends a request of the authorization matrix. */
export type Actor = 'anonymous' | 'other' | 'owner' | 'wrongPlan';

/**
 * The demo seed's accounts and what they own, plus a rival creator (artist and podcaster on Premium)
 * who owns none of it: the "other user" of every cell.
 */
export interface MatrixFixtures {
  t: TestApp;
  /** Léa, free plan, no creator role: buys, comments, holds a ticket. */
  listener: TestSession;
  /** Lina, Premium artist: her releases and events. */
  artist: TestSession;
  /** Marc, Starter podcaster: his podcast and episodes. */
  podcaster: TestSession;
  rival: TestSession;
  releaseToEdit: number;
  releaseToDelete: number;
  draftEvent: number;
  eventToDelete: number;
  freeEvent: { id: number; ticketTypeId: number };
  /** Léa's tickets to Lina's free event. */
  ticketToValidate: number;
  ticketToTransfer: number;
  /** Léa's notification of the tickets she bought. */
  notification: number;
  /** Léa's comments on Lina's release. */
  commentToDelete: number;
  commentToHide: number;
  podcast: number;
  podcastToDelete: number;
  draftEpisode: number;
  audioDataUrl: string;
  imageDataUrl: string;
  /** A published track of Lina's, and her artist. */
  track: number;
  artistId: number;
  /** Lina's playlists (Premium: no limit): one to edit and fill, one to delete, one to reorder. */
  playlist: number;
  playlistToDelete: number;
  playlistToReorder: { id: number; snapshotId: string };
  /** The support team's demo account, and a support request of Léa's. */
  support: TestSession;
  supportRequest: number;
}

export async function buildMatrixFixtures(t: TestApp): Promise<MatrixFixtures> {
  const listener = await demoSession(t, 'free');
  const artist = await demoSession(t, 'artist');
  const podcaster = await demoSession(t, 'podcaster');
  const rival = await signUpArtist(t, 'rival.sound', 'Rival Sound');
  await t.db
    .updateTable('users')
    .set({ roles: JSON.stringify(['ROLE_USER', 'ROLE_ARTIST', 'ROLE_PODCASTER']) })
    .where('id', '=', rival.userId)
    .execute();
  await grantPlan(t.db, rival.userId, 'premium');

  const releases = await t.db
    .selectFrom('releases')
    .innerJoin('artists', 'artists.id', 'releases.artist_id')
    .where('artists.user_id', '=', artist.userId)
    .select('releases.id')
    .orderBy('releases.id')
    .execute();
  const events = await t.db
    .selectFrom('events')
    .where('organizer_id', '=', artist.userId)
    .select(['id', 'status'])
    .orderBy('id')
    .execute();
  const draftEvent = events.find((event) => event.status === 'draft')?.id ?? 0;
  const { eventId: eventToDelete } = await createEvent(t.db, artist.userId, [
    { name: 'Entrée', priceMinor: 1000, quantity: 10 },
  ]);
  const free = await createEvent(t.db, artist.userId, [{ name: 'Entrée libre', priceMinor: 0, quantity: 100 }], {
    isFree: true,
  });
  const bought = await t.app.inject({
    method: 'POST',
    url: `/api/events/${free.eventId}/tickets`,
    headers: listener.headers,
    payload: { ticketTypeId: free.typeIds[0], quantity: 2 },
  });
  const tickets = await t.db
    .selectFrom('tickets')
    .where('user_id', '=', listener.userId)
    .select('id')
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  if (tickets.length < 2) throw new Error(`no tickets for the listener: ${bought.body}`);
  const notifications = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: listener.headers });
  const [notification] = notifications.json<{ items: Array<{ id: number }> }>().items;
  if (!notification) throw new Error(`no notification for the listener: ${notifications.body}`);

  const comment = async () => {
    const commented = await t.app.inject({
      method: 'POST',
      url: `/api/releases/${releases[0].id}/comments`,
      headers: listener.headers,
      payload: { text: 'Superbe morceau.' },
    });
    if (commented.statusCode !== 201) throw new Error(`comment failed: ${commented.body}`);
    return commented.json<{ id: number }>().id;
  };

  const podcasts = await t.db
    .selectFrom('podcasts')
    .where('creator_id', '=', podcaster.userId)
    .select('id')
    .orderBy('id')
    .execute();
  const madePodcast = await t.app.inject({
    method: 'POST',
    url: '/api/podcast-creator/create-podcast',
    headers: podcaster.headers,
    payload: { title: 'À supprimer' },
  });
  const podcastToDelete = madePodcast.json<{ podcast: { id: number } }>().podcast.id;
  const audioDataUrl = dataUrlOf('audio/wav', wavOf(1));
  const madeEpisode = await t.app.inject({
    method: 'POST',
    url: '/api/podcast-creator/create-episode',
    headers: podcaster.headers,
    payload: { title: 'Brouillon', podcastId: podcasts[0].id, audioFile: audioDataUrl },
  });
  if (madeEpisode.statusCode >= 300) throw new Error(`episode failed: ${madeEpisode.body}`);

  const [track] = await t.db
    .selectFrom('tracks')
    .select('id')
    .where('release_id', '=', releases[0].id)
    .orderBy('position')
    .limit(1)
    .execute();
  const newPlaylist = async (name: string, items: number) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/playlists',
      headers: artist.headers,
      payload: { name },
    });
    if (created.statusCode !== 201) throw new Error(`playlist failed: ${created.body}`);
    const { id, snapshotId } = created.json<{ id: number; snapshotId: string }>();
    if (items === 0) return { id, snapshotId };
    const filled = await t.app.inject({
      method: 'POST',
      url: `/api/playlists/${id}/items`,
      headers: artist.headers,
      payload: { items: Array.from({ length: items }, () => ({ kind: 'track', id: track.id })) },
    });
    if (filled.statusCode !== 201) throw new Error(`playlist items failed: ${filled.body}`);
    return { id, snapshotId: filled.json<{ snapshotId: string }>().snapshotId };
  };
  const supportRequest = await t.app.inject({
    method: 'POST',
    url: '/api/support/requests',
    headers: listener.headers,
    payload: { subject: 'Facture', category: 'payment', message: 'Où trouver ma facture ?' },
  });
  if (supportRequest.statusCode !== 201) throw new Error(`support request failed: ${supportRequest.body}`);
  const artistRow = await t.db
    .selectFrom('artists')
    .select('id')
    .where('user_id', '=', artist.userId)
    .executeTakeFirstOrThrow();

  return {
    t,
    listener,
    artist,
    podcaster,
    rival,
    releaseToEdit: releases[0].id,
    releaseToDelete: releases[1].id,
    draftEvent,
    eventToDelete,
    freeEvent: { id: free.eventId, ticketTypeId: free.typeIds[0] },
    ticketToValidate: tickets[0].id,
    ticketToTransfer: tickets[1].id,
    notification: notification.id,
    commentToDelete: await comment(),
    commentToHide: await comment(),
    podcast: podcasts[0].id,
    podcastToDelete,
    draftEpisode: madeEpisode.json<{ episode: { id: number } }>().episode.id,
    audioDataUrl,
    imageDataUrl: dataUrlOf('image/png', coverPng),
    track: track.id,
    artistId: artistRow.id,
    playlist: (await newPlaylist('Tournée', 1)).id,
    playlistToDelete: (await newPlaylist('À effacer', 0)).id,
    playlistToReorder: await newPlaylist('À trier', 3),
    support: await demoSession(t, 'support'),
    supportRequest: supportRequest.json<{ id: number }>().id,
  };
}
