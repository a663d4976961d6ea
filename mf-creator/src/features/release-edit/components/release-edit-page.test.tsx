import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import {
  aCreatorReleaseDetail,
  answerApi,
  answer,
  anUpload,
  expectLocation,
  expectNothingAsked,
  loadTexts,
  locationState,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { getMyRelease, updateMyRelease, uploadImageFile } from '@kora/shared/contracts/endpoints';
import { translations } from '../../../locales';
import { ReleaseEditPage } from './release-edit-page';

startApiServer();
beforeAll(() => loadTexts('creator', translations));
beforeEach(() => {
  resetKernel();
  signInAs('lina.duval');
});

const release = aCreatorReleaseDetail(7, {
  title: 'Nuit blanche',
  creatorGenre: 'jazz',
  description: 'Une montée lente.',
  releaseDate: '2026-11-12T00:00:00.000Z',
  price: 1.99,
  status: 'draft',
  coverImage: 'http://localhost:4000/uploads/images/nuit.png',
});

const field = (name: string) => screen.getByLabelText(name);

function renderEdit(id = '7') {
  renderScreen(<ReleaseEditPage />, { path: '/artist/release/edit/:id', at: `/artist/release/edit/${id}` });
}

it("loads the release's own fields and saves the changes, then goes back to my releases", async () => {
  const calls = answerApi([
    answer(getMyRelease, release),
    answer(updateMyRelease, { release: { ...release, title: 'Nuit blanche (version longue)', status: 'published' } }),
  ]);
  renderEdit();
  expect(await screen.findByDisplayValue('Nuit blanche')).toBeInTheDocument();
  expect(field('Genre')).toHaveValue('jazz');
  expect(field('Description')).toHaveValue('Une montée lente.');
  expect(field('Date de sortie')).toHaveValue('2026-11-12');
  expect(field('Prix (EUR)')).toHaveValue(1.99);
  expect(screen.getByRole('radio', { name: 'Brouillon' })).toBeChecked();
  expect(screen.getByRole('img', { name: 'Aperçu de nuit.png' })).toBeInTheDocument();

  await userEvent.type(field('Titre'), ' (version longue)');
  await userEvent.click(screen.getByRole('radio', { name: 'Publié' }));
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

  await expectLocation('/artist/releases');
  expect(locationState()).toEqual({ flash: 'La sortie « Nuit blanche (version longue) » est enregistrée.' });
  expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
    path: '/release-creator/7',
    body: {
      title: 'Nuit blanche (version longue)',
      genre: 'jazz',
      description: 'Une montée lente.',
      releaseDate: '2026-11-12',
      price: 1.99,
      status: 'published',
    },
  });
  expect(calls.find((call) => call.method === 'PUT')?.body).not.toHaveProperty('coverImageUrl');
});

it('shows the genre the release is filed under, named in the reader’s language, and keeps it when saving', async () => {
  const demo = { ...release, creatorGenre: 'afrobeats' as const };
  const calls = answerApi([answer(getMyRelease, demo), answer(updateMyRelease, { release: demo })]);
  renderEdit();
  await screen.findByDisplayValue('Nuit blanche');
  expect(field('Genre')).toHaveDisplayValue('Afrobeats');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
  await expectLocation('/artist/releases');
  expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ genre: 'afrobeats' });
});

it('sends a new cover once uploaded, and keeps the current one otherwise', async () => {
  const calls = answerApi([
    answer(getMyRelease, release),
    answer(uploadImageFile, anUpload('images/new.png')),
    answer(updateMyRelease, { release }),
  ]);
  renderEdit();
  await screen.findByDisplayValue('Nuit blanche');
  await userEvent.click(screen.getByRole('button', { name: 'Remplacer Pochette' }));
  await userEvent.upload(field('Pochette'), new File(['\x89PNG'], 'new.png', { type: 'image/png' }));
  await screen.findByRole('img', { name: 'Aperçu de new.png' });
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
  await expectLocation('/artist/releases');
  expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
    coverImageUrl: 'http://localhost:4000/uploads/images/new.png',
  });
});

it('asks for a title before sending', async () => {
  answerApi([answer(getMyRelease, release)]);
  const sent = answerApi({ 'PUT /*': UNREACHABLE });
  renderEdit();
  await userEvent.clear(await screen.findByDisplayValue('Nuit blanche'));
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
  expect(field('Titre')).toHaveAccessibleDescription('Le titre est requis');
  await expectNothingAsked(sent);
});

it("says the release is not found when it is not the artist's (404), without Retry", async () => {
  answerApi([answer(getMyRelease, new ApiError(404, { message: 'Ressource introuvable.' }))]);
  renderEdit('99');
  expect(await screen.findByText('Sortie introuvable.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).not.toBeInTheDocument();
});
