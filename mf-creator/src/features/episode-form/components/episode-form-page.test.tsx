import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import type { UploadResponse } from '@kora/shared/contracts';
import {
  answerApi,
  expectLocation,
  inTurn,
  loadTexts,
  networkSettled,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { aCreatorEpisode, aCreatorPodcast } from '../../../common/podcasts/testing/creator-podcasts';
import { EpisodeFormPage } from './episode-form-page';

startApiServer();
beforeAll(() => loadTexts('creator', translations));
beforeEach(() => {
  resetKernel();
  signInAs('marc.ondes');
});

const ondes = aCreatorPodcast(3, { title: 'Les Ondes du Soir' });
const voix = aCreatorPodcast(7, { title: "Voix d'ailleurs", status: 'published' });
const myPodcasts = { '/podcast-creator/my-podcasts': { podcasts: [ondes, voix] } };
const audio: UploadResponse = {
  url: 'http://localhost:4000/uploads/audio/pilote.mp3',
  path: 'audio/pilote.mp3',
  mimeType: 'audio/mpeg',
  size: 4096,
};

const renderForm = (at = '/podcast-creator/episode') =>
  renderScreen(<EpisodeFormPage />, {
    path: at === '/podcast-creator/episode' ? at : '/podcast-creator/episode/:podcastId',
    at,
  });
const podcastSelect = () => screen.getByRole('combobox', { name: 'Podcast' });
const submit = () => userEvent.click(screen.getByRole('button', { name: "Créer l'épisode" }));
const pickAudio = () =>
  userEvent.upload(screen.getByLabelText('Fichier audio'), new File(['ID3'], 'pilote.mp3', { type: 'audio/mpeg' }));

it('has the podcast of its address chosen already', async () => {
  answerApi(myPodcasts);
  renderForm('/podcast-creator/episode/7');
  expect(await screen.findByRole('combobox', { name: 'Podcast' })).toHaveDisplayValue("Voix d'ailleurs");
  expect(screen.getByRole('option', { name: 'Les Ondes du Soir' })).toBeInTheDocument();
});

it('asks to choose a podcast without one in its address, or with one that is not the creator’s', async () => {
  answerApi(myPodcasts);
  const { unmount } = renderForm();
  expect(await screen.findByRole('combobox', { name: 'Podcast' })).toHaveDisplayValue('Choisissez un podcast');
  unmount();
  renderForm('/podcast-creator/episode/42');
  expect(await screen.findByRole('combobox', { name: 'Podcast' })).toHaveDisplayValue('Choisissez un podcast');
});

it("says 'Titre, podcast et fichier audio sont requis' and sends nothing until all three are there", async () => {
  const calls = answerApi({ ...myPodcasts, 'POST /podcast-creator/create-episode': UNREACHABLE });
  renderForm('/podcast-creator/episode/3');
  await screen.findByRole('combobox', { name: 'Podcast' });
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent('Titre, podcast et fichier audio sont requis');

  await userEvent.type(screen.getByRole('textbox', { name: "Titre de l'épisode" }), 'Le pilote');
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent('Titre, podcast et fichier audio sont requis');
  await networkSettled();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

it('creates the episode with its audio, the cover falling back to the podcast’s, and opens the podcast', async () => {
  const calls = answerApi({
    ...myPodcasts,
    'POST /upload/episode': audio,
    'POST /podcast-creator/create-episode': { episode: aCreatorEpisode(40, voix, { title: 'Le pilote' }) },
  });
  renderForm();
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Podcast' }), "Voix d'ailleurs");
  await userEvent.type(screen.getByRole('textbox', { name: "Titre de l'épisode" }), ' Le pilote ');
  await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Où tout commence.');
  expect(screen.getByLabelText('Fichier audio')).toHaveAccessibleDescription('MP3, WAV ou M4A, 100 Mo au plus.');
  expect(screen.getByLabelText("Image de l'épisode (facultative)")).toHaveAccessibleDescription(
    "Sans image, l'épisode reprend celle de son podcast. JPG ou PNG, 5 Mo au plus.",
  );
  await pickAudio();
  expect(await screen.findByText('pilote.mp3')).toBeInTheDocument();
  await submit();
  await expectLocation('/podcast-creator/manage/7');
  expect(calls.filter((call) => call.path === '/podcast-creator/create-episode').map((call) => call.body)).toEqual([
    {
      title: 'Le pilote',
      description: 'Où tout commence.',
      podcastId: 7,
      audioFile: 'http://localhost:4000/uploads/audio/pilote.mp3',
    },
  ]);
});

it.each([
  [new ApiError(422, { message: "Le fichier audio n'a pas pu être lu." }), "Le fichier audio n'a pas pu être lu."],
  [new ApiError(500, null, 'Internal Server Error'), "Erreur lors de la création de l'épisode"],
])('says why the creation failed, and keeps what was typed', async (refusal, text) => {
  answerApi({ ...myPodcasts, 'POST /upload/episode': audio, 'POST /podcast-creator/create-episode': refusal });
  renderForm('/podcast-creator/episode/3');
  await userEvent.type(await screen.findByRole('textbox', { name: "Titre de l'épisode" }), 'Le pilote');
  await pickAudio();
  await screen.findByText('pilote.mp3');
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(screen.getByRole('textbox', { name: "Titre de l'épisode" })).toHaveValue('Le pilote');
  expect(podcastSelect()).toHaveDisplayValue('Les Ondes du Soir');
});

it('sends a creator without a podcast to create one first', async () => {
  answerApi({ '/podcast-creator/my-podcasts': { podcasts: [] } });
  renderForm();
  expect(
    await screen.findByText("Vous n'avez pas encore de podcast : créez-en un pour y ajouter des épisodes."),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Créer un podcast' })).toHaveAttribute('href', '/podcast-creator/create');
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
});

it("says 'Erreur lors du chargement des podcasts' with Retry", async () => {
  answerApi({ '/podcast-creator/my-podcasts': inTurn(UNREACHABLE, { podcasts: [ondes] }) });
  renderForm();
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement des podcasts');
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('combobox', { name: 'Podcast' })).toBeInTheDocument();
});
