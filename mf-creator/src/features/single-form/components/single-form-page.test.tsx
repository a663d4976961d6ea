import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import type { UploadResponse } from '@kora/shared/contracts';
import {
  aCreatorReleaseDetail,
  aProfile,
  anArtistDashboard,
  answerApi,
  anUpload,
  expectLocation,
  expectNothingAsked,
  later,
  loadTexts,
  locationState,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { SingleFormPage } from './single-form-page';

startApiServer();
beforeAll(() => loadTexts('creator', translations));
beforeEach(() => {
  resetKernel();
  signInAs('lina.duval');
  // Only the clock: the default release date is today's.
  jest.useFakeTimers({
    now: new Date(2026, 10, 20, 10, 0),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
    ],
  });
});
afterEach(() => jest.useRealTimers());

const song = () => new File(['RIFF'], 'nuit-blanche.wav', { type: 'audio/wav' });
const cover = () => new File(['\x89PNG'], 'pochette.png', { type: 'image/png' });

function renderForm() {
  renderScreen(<SingleFormPage />, { path: '/artist/release/single' });
}

const field = (name: string) => screen.getByLabelText(name);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Créer le single' }));

it('starts with the artist filled in, today as release date and the price of a track', async () => {
  answerApi({ '/artist/dashboard': anArtistDashboard() });
  renderForm();
  await waitFor(() => expect(field('Artiste')).toHaveValue('Lina Duval'));
  expect(field('Artiste')).toHaveAttribute('readonly');
  expect(field('Date de sortie')).toHaveValue('2026-11-20');
  expect(field('Prix (EUR)')).toHaveValue(1.99);
  expect(field('Prix (EUR)')).toHaveAttribute('step', '0.01');
  expect(field('Prix (EUR)')).toHaveAttribute('min', '0');
  const genres = screen.getAllByRole('option').map((option) => option.textContent);
  expect(genres).toEqual([
    'Afrobeats',
    'Alternatif',
    'Amapiano',
    'Blues',
    'Classique',
    'Country',
    'Électronique',
    'Highlife',
    'Hip-hop / Rap',
    'Indie',
    'Jazz',
    'Latino',
    'Pop',
    'R&B / Soul',
    'Reggae',
    'Rock',
    'Autre',
  ]);
  expect(field('Genre')).toHaveDisplayValue('Autre');
  expect(screen.getByText('MP3, WAV ou FLAC, 50 MB maximum.')).toBeInTheDocument();
  expect(screen.getByText('JPG ou PNG, 5 MB maximum. Taille recommandée : 1400x1400.')).toBeInTheDocument();
});

it('asks for a title and an audio file before sending anything', async () => {
  answerApi({ '/artist/dashboard': anArtistDashboard() });
  const sent = answerApi({ 'POST /*': UNREACHABLE });
  renderForm();
  await submit();
  expect(field('Titre')).toHaveAccessibleDescription('Le titre est requis');
  expect(field('Titre')).toHaveFocus();
  expect(field('Fichier audio')).toHaveAccessibleDescription(/Un fichier audio est requis/);
  expect(screen.getByRole('alert')).toHaveTextContent('Le titre est requis');
  await expectNothingAsked(sent);
});

it('creates the single with its uploaded files, then shows the dashboard with a message', async () => {
  const calls = answerApi({
    '/artist/dashboard': anArtistDashboard(),
    'POST /upload/audio': anUpload('audio/3f2c.wav'),
    'POST /upload/image': anUpload('images/9a1b.png'),
    'POST /release-creator/create-single': {
      release: aCreatorReleaseDetail(12, { title: 'Nuit blanche', status: 'draft' }),
    },
  });
  renderForm();
  await waitFor(() => expect(field('Artiste')).toHaveValue('Lina Duval'));
  await userEvent.type(field('Titre'), 'Nuit blanche');
  await userEvent.selectOptions(field('Genre'), 'Électronique');
  await userEvent.type(field('Description'), 'Une montée lente.');
  await userEvent.clear(field('Prix (EUR)'));
  await userEvent.type(field('Prix (EUR)'), '2.5');
  await userEvent.type(field('Durée (secondes)'), '225');
  await userEvent.upload(field('Fichier audio'), song());
  await userEvent.upload(field('Pochette'), cover());
  expect(await screen.findByRole('img', { name: 'Aperçu de pochette.png' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Enregistrer comme brouillon' }));
  await submit();

  await expectLocation('/artist/dashboard');
  expect(locationState()).toEqual({ flash: '« Nuit blanche » est enregistré comme brouillon.' });
  expect(calls.find((call) => call.path === '/release-creator/create-single')?.body).toEqual({
    title: 'Nuit blanche',
    artist: 'Lina Duval',
    genre: 'electronic',
    description: 'Une montée lente.',
    releaseDate: '2026-11-20',
    price: 2.5,
    duration: 225,
    status: 'draft',
    audioFileUrl: 'http://localhost:4000/uploads/audio/3f2c.wav',
    coverImageUrl: 'http://localhost:4000/uploads/images/9a1b.png',
  });
});

it('keeps its submit unavailable while the audio file is on its way', async () => {
  const upload = later<UploadResponse>();
  answerApi({ '/artist/dashboard': anArtistDashboard(), 'POST /upload/audio': upload.answer });
  renderForm();
  await userEvent.upload(field('Fichier audio'), song());
  expect(screen.getByRole('button', { name: 'Créer le single' })).toBeDisabled();
  expect(screen.getByText("Attendez la fin de l'envoi des fichiers pour enregistrer.")).toBeInTheDocument();
  await act(async () => upload.give(anUpload('audio/3f2c.wav')));
  expect(screen.getByRole('button', { name: 'Créer le single' })).toBeEnabled();
});

it("puts the server's violations on their fields, and says the form's own words when the server gives none", async () => {
  answerApi({
    '/artist/dashboard': anArtistDashboard(),
    'POST /upload/audio': anUpload('audio/3f2c.wav'),
    'POST /release-creator/create-single': new ApiError(400, {
      message: 'Les données envoyées ne sont pas valides.',
      violations: [{ propertyPath: 'title', message: 'Cette chaîne est trop longue.' }],
    }),
  });
  renderForm();
  await userEvent.type(field('Titre'), 'Nuit blanche');
  await userEvent.upload(field('Fichier audio'), song());
  await screen.findByText('nuit-blanche.wav');
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Les données envoyées ne sont pas valides.');
  expect(field('Titre')).toHaveAccessibleDescription('Cette chaîne est trop longue.');

  answerApi({ 'POST /release-creator/create-single': new ApiError(500, null, 'Internal Server Error') });
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue lors de la création du single');
  expect(screen.getByTestId('location')).toHaveTextContent('/artist/release/single');
});

it('explains the artist area to an account that is not an artist', async () => {
  answerApi({
    '/artist/dashboard': new ApiError(403, { message: "Accès refusé. Vous n'avez pas les permissions nécessaires." }),
    '/profile': aProfile({ plan: 'premium' }),
  });
  renderForm();
  expect(await screen.findByText('Cet espace est réservé aux artistes.')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Devenir artiste depuis mon profil' })).toHaveAttribute(
    'href',
    '/profile',
  );
  expect(screen.queryByRole('button', { name: 'Créer le single' })).not.toBeInTheDocument();
});
