import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import {
  aCreatorReleaseDetail,
  anArtistDashboard,
  answerApi,
  anUpload,
  expectLocation,
  expectNothingAsked,
  inTurn,
  loadTexts,
  locationState,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { AlbumFormPage } from './album-form-page';

startApiServer();
beforeAll(() => loadTexts('creator', translations));
beforeEach(() => {
  resetKernel();
  signInAs('lina.duval');
});

const track = (position: number) => screen.getByRole('group', { name: `Piste ${position}` });
const trackGroups = () => screen.getAllByRole('group', { name: /^Piste \d+$/ });
const titleOf = (position: number) => within(track(position)).getByLabelText('Titre de la piste');
const song = (name: string) => new File(['RIFF'], `${name}.wav`, { type: 'audio/wav' });
const submit = () => userEvent.click(screen.getByRole('button', { name: "Créer l'album" }));
const button = (name: string) => screen.getByRole('button', { name });

function renderForm() {
  renderScreen(<AlbumFormPage />, { path: '/artist/release/album' });
}

async function fillTrack(position: number, title: string, file?: string) {
  if (title) await userEvent.type(titleOf(position), title);
  if (file) {
    await userEvent.upload(within(track(position)).getByLabelText('Fichier audio'), song(file));
    await within(track(position)).findByText(`${file}.wav`);
  }
}

it("asks for the album's title and one complete track before sending anything", async () => {
  answerApi({ '/artist/dashboard': anArtistDashboard() });
  const sent = answerApi({ 'POST /*': UNREACHABLE });
  renderForm();
  await fillTrack(1, 'Sans fichier');
  expect(within(track(1)).getByText(/Piste incomplète/)).toBeInTheDocument();
  await submit();
  expect(screen.getByLabelText("Titre de l'album")).toHaveAccessibleDescription("Le titre de l'album est requis");
  expect(screen.getByText('Au moins une piste avec titre et fichier audio est requise...')).toBeInTheDocument();
  await expectNothingAsked(sent);
});

it('sends only the complete tracks, in the order the rows were moved to', async () => {
  const calls = answerApi({
    '/artist/dashboard': anArtistDashboard(),
    'POST /upload/audio': inTurn(anUpload('audio/a.wav'), anUpload('audio/c.wav')),
    'POST /release-creator/create-album': { release: aCreatorReleaseDetail(20, { title: 'Racines', type: 'ep' }) },
  });
  renderForm();
  await userEvent.type(screen.getByLabelText("Titre de l'album"), 'Racines');
  await userEvent.click(screen.getByRole('radio', { name: 'EP' }));
  await fillTrack(1, 'Ouverture', 'ouverture');
  await userEvent.click(button('Ajouter une piste'));
  await fillTrack(2, 'Sans fichier');
  await userEvent.click(button('Ajouter une piste'));
  await fillTrack(3, 'Le fleuve', 'fleuve');
  await userEvent.type(within(track(3)).getByLabelText('Durée'), '3:45');
  expect(within(track(3)).getByText('Piste complète.')).toBeInTheDocument();

  await userEvent.click(button('Monter la piste 3'));
  await userEvent.click(button('Monter la piste 2'));
  expect(titleOf(1)).toHaveValue('Le fleuve');
  await submit();

  await expectLocation('/artist/dashboard');
  expect(locationState()).toEqual({ flash: '« Racines » est publié.' });
  const sent = calls.find((call) => call.path === '/release-creator/create-album')?.body;
  expect(sent).toMatchObject({
    title: 'Racines',
    albumType: 'ep',
    artist: 'Lina Duval',
    price: 9.99,
    status: 'published',
  });
  expect((sent as { tracks: unknown }).tracks).toEqual([
    { title: 'Le fleuve', duration: '3:45', audioFileUrl: 'http://localhost:4000/uploads/audio/c.wav' },
    { title: 'Ouverture', audioFileUrl: 'http://localhost:4000/uploads/audio/a.wav' },
  ]);
});

it('moves rows with buttons, announces the move and keeps the focus on the moved row', async () => {
  answerApi({ '/artist/dashboard': anArtistDashboard() });
  renderForm();
  await fillTrack(1, 'Intro');
  await userEvent.click(button('Ajouter une piste'));
  await fillTrack(2, 'Outro');
  expect(button('Monter la piste 1')).toBeDisabled();
  expect(button('Descendre la piste 2')).toBeDisabled();

  await userEvent.click(button('Descendre la piste 1'));
  expect(titleOf(1)).toHaveValue('Outro');
  expect(titleOf(2)).toHaveValue('Intro');
  expect(screen.getByText('« Intro » est maintenant en position 2.')).toHaveAttribute('role', 'status');
  // At the bottom its Down button is disabled: its Up button has the focus.
  await waitFor(() => expect(button('Monter la piste 2')).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  expect(titleOf(1)).toHaveValue('Intro');
});

it('removes rows, but the last one left is emptied, never removed', async () => {
  answerApi({ '/artist/dashboard': anArtistDashboard() });
  renderForm();
  await fillTrack(1, 'Intro');
  await userEvent.click(button('Ajouter une piste'));
  await fillTrack(2, 'Outro');
  await userEvent.click(button('Retirer la piste 1'));
  expect(trackGroups()).toHaveLength(1);
  expect(titleOf(1)).toHaveValue('Outro');
  await waitFor(() => expect(titleOf(1)).toHaveFocus());

  await userEvent.click(button('Vider la piste 1'));
  expect(trackGroups()).toHaveLength(1);
  expect(titleOf(1)).toHaveValue('');
  expect(within(track(1)).getByText('Piste vide : elle ne sera pas envoyée.')).toBeInTheDocument();
  expect(screen.getByText('La piste est vidée : un album garde toujours au moins une piste.')).toHaveAttribute(
    'role',
    'status',
  );
});

it("puts the server's violation on the row it came from, and says the form's words otherwise", async () => {
  answerApi({
    '/artist/dashboard': anArtistDashboard(),
    'POST /upload/audio': anUpload('audio/a.wav'),
    'POST /release-creator/create-album': new ApiError(400, {
      message: 'Les données envoyées ne sont pas valides.',
      violations: [{ propertyPath: 'tracks.0.audioFileUrl', message: 'Ce fichier ne vous appartient pas.' }],
    }),
  });
  renderForm();
  await userEvent.type(screen.getByLabelText("Titre de l'album"), 'Racines');
  await fillTrack(1, '');
  await userEvent.click(button('Ajouter une piste'));
  await fillTrack(2, 'Ouverture', 'ouverture');
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Les données envoyées ne sont pas valides.');
  expect(within(track(2)).getByText('Ce fichier ne vous appartient pas.')).toBeInTheDocument();

  answerApi({ 'POST /release-creator/create-album': new ApiError(500, null) });
  await submit();
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent("Une erreur est survenue lors de la création de l'album"),
  );
});
