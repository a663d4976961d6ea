import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import { getOfflinePackage, getOfflineRights } from '@kora/shared/contracts/endpoints';
import type { OfflinePackage } from '@kora/shared/contracts';
import { clearOfflineCopies, OFFLINE_MEDIA_CACHE } from '@kora/shared/offline';
import {
  anOfflineFile,
  anOfflinePackage,
  answer,
  answerApi,
  answerFiles,
  expectLocation,
  fakeOfflineDevice,
  locationState,
  offlineRightsOf,
  renderScreen,
  resetKernel,
  signInAs,
  streamedFile,
  UNREACHABLE,
} from '@kora/shared/testing';
import { catalogueSuite } from '../../../testing/catalogue-suite';
import { SaveOffline } from './save-offline';

catalogueSuite({ library: true });
const device = fakeOfflineDevice();
beforeEach(async () => {
  signInAs('marc.ondes');
  await clearOfflineCopies();
});

const MB = 1024 * 1024;
const [first, second] = [1, 2].map((id) => anOfflineFile(id, { cover: null }));
const racines = anOfflinePackage('release', 12, [first, second], { title: 'Racines', cover: null });

const renderSave = () => renderScreen(<SaveOffline kind="release" id={12} title="Racines" />, { path: '/release/12' });
const saveButton = () => screen.getByRole('button', { name: 'Écouter « Racines » hors ligne' });
const saved = () => device.addresses(OFFLINE_MEDIA_CACHE).filter((url) => url.includes('/uploads/'));

function answerSave(pack: OfflinePackage | ApiError = racines, plan: 'starter' | 'free' = 'starter') {
  return answerApi([
    answer(getOfflineRights, offlineRightsOf('marc.ondes', plan)),
    answer(getOfflinePackage, pack, { kind: 'release', id: 12 }),
  ]);
}

it('offers a signed-in listener to listen offline', () => {
  renderSave();
  expect(saveButton()).toHaveTextContent('Écouter hors ligne');
});

it('is not offered to a visitor', () => {
  resetKernel();
  renderSave();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('downloads with its progress, pauses and resumes, then says it is available offline', async () => {
  const user = userEvent.setup();
  answerSave();
  const slow = streamedFile(1000);
  answerFiles({ [first.audioUrl]: 800, [second.audioUrl]: slow.answer });
  renderSave();

  await user.click(saveButton());
  expect(await screen.findByRole('status')).toHaveTextContent('Téléchargement… 1 / 2 titres');
  const bar = screen.getByRole('progressbar', { name: 'Téléchargement de « Racines »' });
  await waitFor(() => expect(Number(bar.getAttribute('value'))).toBeGreaterThan(4 * MB));
  expect(bar).toHaveAttribute('max', String(8 * MB));

  await user.click(screen.getByRole('button', { name: 'Pause' }));
  expect(await screen.findByText('En pause — 1 / 2 titres')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reprendre' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();

  answerFiles({ [second.audioUrl]: 800 });
  await user.click(screen.getByRole('button', { name: 'Reprendre' }));
  expect(await screen.findByText('Disponible hors ligne')).toBeInTheDocument();
  expect(saved()).toEqual([first.audioUrl, second.audioUrl]);

  await user.click(screen.getByRole('button', { name: 'Retirer « Racines » des écoutes hors ligne' }));
  expect(await screen.findByRole('button', { name: 'Écouter « Racines » hors ligne' })).toHaveFocus();
  expect(saved()).toEqual([]);
});

it('cancels a download under way and keeps nothing of it', async () => {
  const user = userEvent.setup();
  answerSave();
  answerFiles({ [first.audioUrl]: 800, [second.audioUrl]: streamedFile(1000).answer });
  renderSave();
  await user.click(saveButton());
  await user.click(await screen.findByRole('button', { name: 'Annuler' }));
  expect(await screen.findByRole('button', { name: 'Écouter « Racines » hors ligne' })).toBeInTheDocument();
  expect(saved()).toEqual([]);
});

it('is reached and used with the keyboard', async () => {
  const user = userEvent.setup();
  answerSave();
  answerFiles({ [first.audioUrl]: 800, [second.audioUrl]: streamedFile(1000).answer });
  renderSave();
  await user.tab();
  expect(saveButton()).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('button', { name: 'Pause' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('button', { name: 'Reprendre' })).toHaveFocus();
});

it('explains to a Free listener with nothing bought that offline listening comes with a plan, and leads to the plans', async () => {
  const user = userEvent.setup();
  answerSave(new ApiError(403, { message: 'Aucun titre de cet élément ne peut être gardé hors ligne.' }), 'free');
  renderSave();
  await user.click(saveButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "L'écoute hors ligne est comprise dans les forfaits Starter et Premium.",
  );
  await user.click(screen.getByRole('link', { name: 'Voir les forfaits' }));
  await expectLocation('/profile');
  expect(locationState()).toEqual({ tab: 'plan' });
});

it("shows another refusal of the API as it words it, with 'Réessayer'", async () => {
  const user = userEvent.setup();
  answerSave(new ApiError(403, { message: 'Cette playlist est privée.' }), 'starter');
  renderSave();
  await user.click(saveButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Cette playlist est privée.');
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});

it('says before downloading anything that the item does not fit', async () => {
  const user = userEvent.setup();
  const big = anOfflinePackage('release', 12, [anOfflineFile(1, { cover: null, bytes: 42 * MB })], { cover: null });
  answerSave(big);
  const fetched = answerFiles({ [first.audioUrl]: 10 });
  device.setStorage({ quota: 55 * MB, usage: 45 * MB });
  renderSave();
  await user.click(saveButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Pas assez d'espace sur cet appareil : il faut 42 Mo, il en reste 10 Mo.",
  );
  expect(fetched).toEqual([]);
});

it("says why a download stopped, and goes on with 'Réessayer'", async () => {
  const user = userEvent.setup();
  answerSave();
  answerFiles({ [first.audioUrl]: 800, [second.audioUrl]: UNREACHABLE });
  renderSave();
  await user.click(saveButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Le téléchargement s'est arrêté : la connexion a été perdue.",
  );

  answerFiles({ [second.audioUrl]: 800 });
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Disponible hors ligne')).toBeInTheDocument();
});
