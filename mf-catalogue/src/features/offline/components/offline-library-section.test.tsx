import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePlayerStore } from '@kora/shared';
import { getOfflineRights, recordTrackListen } from '@kora/shared/contracts/endpoints';
import { clearOfflineCopies, OFFLINE_MEDIA_CACHE, refreshOfflineRights } from '@kora/shared/offline';
import {
  anOfflineFile,
  anOfflinePackage,
  answer,
  answerApi,
  fakeOfflineDevice,
  offlineRightsOf,
  renderScreen,
  saveOffline,
  signInAs,
} from '@kora/shared/testing';
import { catalogueSuite } from '../../../testing/catalogue-suite';
import { OfflineLibrarySection } from './offline-library-section';

catalogueSuite({ library: true });
const device = fakeOfflineDevice();
beforeEach(async () => {
  signInAs('marc.ondes');
  await clearOfflineCopies();
});

const MB = 1024 * 1024;
const ouverture = anOfflineFile(21, { title: 'Ouverture', bytes: 4 * MB });
const fleuve = anOfflineFile(23, { title: 'Le fleuve', bytes: 4 * MB, purchased: true });
const racines = anOfflinePackage('release', 2, [ouverture, fleuve], { title: 'Racines', link: '/release/2' });
const episode = anOfflinePackage(
  'episode',
  5,
  [anOfflineFile(0, { playerId: 'episode:5', trackId: null, episodeId: 5, title: 'Ondes courtes #5', bytes: 30 * MB })],
  { title: 'Ondes courtes #5', subtitle: 'Ondes courtes', link: '/episode/5' },
);

const renderSection = () => renderScreen(<OfflineLibrarySection />, { path: '/library' });
/** The player records a listen each time a track starts. */
const answerListens = () =>
  answerApi([answer(recordTrackListen, { trackId: 21, releaseId: 2, trackListens: 1, releaseListens: 1 })]);
const region = () => screen.getByRole('region', { name: 'Hors ligne' });

it('says how to save something when nothing is, with the space used and left', async () => {
  device.setStorage({ quota: 45 * MB + 1.2 * 1024 * MB, usage: 45 * MB });
  renderSection();
  expect(
    await within(region()).findByText(
      "Rien d'enregistré pour l'écoute hors ligne. Sur un album, une playlist ou un épisode, choisissez « Écouter hors ligne ».",
    ),
  ).toBeInTheDocument();
  expect(await within(region()).findByText('Espace utilisé : 45 Mo · disponible : 1,2 Go')).toBeInTheDocument();
});

it('lists the saved items, the latest first, each with its size and state, and plays one from the device', async () => {
  await saveOffline(racines);
  await saveOffline(episode);
  answerListens();
  renderSection();
  const rows = await within(region()).findAllByRole('listitem');
  expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Ondes courtes #5', 'Racines']);
  expect(within(rows[1]).getByRole('link', { name: 'Racines' })).toHaveAttribute('href', '/release/2');
  expect(rows[1]).toHaveTextContent('Nadia Kane');
  expect(rows[1]).toHaveTextContent('Taille 8 Mo · Disponible hors ligne');

  await userEvent.click(within(rows[1]).getByRole('button', { name: 'Lire « Racines »' }));
  expect(usePlayerStore.getState()).toMatchObject({ playing: true, track: { id: 'track:21', title: 'Ouverture' } });
  expect(usePlayerStore.getState().playlist.map((item) => [item.id, item.audioUrl, item.releaseId])).toEqual([
    ['track:21', ouverture.audioUrl, 2],
    ['track:23', fleuve.audioUrl, 2],
  ]);

  await userEvent.click(within(rows[0]).getByRole('button', { name: 'Lire « Ondes courtes #5 »' }));
  expect(usePlayerStore.getState().track).toMatchObject({ id: 'episode:5', title: 'Ondes courtes #5' });
});

it('shows why locked copies do not play, and plays only those that still may', async () => {
  await saveOffline(episode);
  await saveOffline(racines);
  answerApi([answer(getOfflineRights, offlineRightsOf('marc.ondes', 'free'))]);
  await refreshOfflineRights();
  answerListens();
  renderSection();

  const [album, podcast] = await within(region()).findAllByRole('listitem');
  expect(podcast).toHaveTextContent("Votre forfait ne comprend plus l'écoute hors ligne");
  expect(within(podcast).getByRole('button', { name: 'Lire « Ondes courtes #5 »' })).toBeDisabled();
  // The bought track of the album still plays, the other does not.
  expect(album).not.toHaveTextContent('Votre forfait');
  await userEvent.click(within(album).getByRole('button', { name: 'Lire « Racines »' }));
  expect(usePlayerStore.getState().playlist.map((item) => item.id)).toEqual(['track:23']);
});

it('asks the rights to be confirmed online once they are too old', async () => {
  await saveOffline(racines, offlineRightsOf('marc.ondes', 'starter', { checkedAt: '2020-01-01T00:00:00.000Z' }));
  await saveOffline(episode, offlineRightsOf('marc.ondes', 'starter', { checkedAt: '2020-01-01T00:00:00.000Z' }));
  renderSection();
  const podcast = (await within(region()).findAllByRole('listitem'))[0];
  expect(podcast).toHaveTextContent("Reconnectez-vous à Internet pour confirmer vos droits d'écoute hors ligne.");
  expect(within(podcast).getByRole('button', { name: 'Lire « Ondes courtes #5 »' })).toBeDisabled();
});

it('removes an item and frees its files', async () => {
  await saveOffline(racines);
  renderSection();
  await userEvent.click(
    await within(region()).findByRole('button', { name: 'Retirer « Racines » des écoutes hors ligne' }),
  );
  expect(await within(region()).findByText(/Rien d'enregistré/)).toBeInTheDocument();
  expect(device.addresses(OFFLINE_MEDIA_CACHE).filter((url) => url.includes('/uploads/'))).toEqual([]);
});
