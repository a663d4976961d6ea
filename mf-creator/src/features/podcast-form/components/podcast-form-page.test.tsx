import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useSessionStore } from '@kora/shared';
import type { UploadResponse } from '@kora/shared/contracts';
import {
  answerApi,
  expectLocation,
  expectNothingAsked,
  loadTexts,
  locationQuery,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { aCreatorPodcast } from '../../../common/podcasts/testing/creator-podcasts';
import { PodcastFormPage } from './podcast-form-page';

startApiServer();
beforeAll(() => loadTexts('creator', translations));
beforeEach(() => {
  resetKernel();
  signInAs('marc.ondes');
});
afterEach(() => jest.useRealTimers());

const renderForm = () => renderScreen(<PodcastFormPage />, { path: '/podcast-creator/create' });
const submitButton = () => screen.getByRole('button', { name: 'Créer le podcast' });
const titleField = () => screen.getByRole('textbox', { name: 'Titre du podcast' });
const cover: UploadResponse = {
  url: 'http://localhost:4000/uploads/images/ondes.png',
  path: 'images/ondes.png',
  mimeType: 'image/png',
  size: 2048,
};

it('keeps the button disabled while the title is blank, and shows the tips, the cover hint and the draft note', async () => {
  renderForm();
  expect(submitButton()).toBeDisabled();
  await userEvent.type(titleField(), '   ');
  expect(submitButton()).toBeDisabled();
  await userEvent.type(titleField(), 'Les Ondes');
  expect(submitButton()).toBeEnabled();
  await userEvent.clear(titleField());
  expect(submitButton()).toBeDisabled();

  expect(screen.getByRole('complementary', { name: 'Conseils' })).toBeInTheDocument();
  expect(screen.getByLabelText('Image de couverture')).toHaveAccessibleDescription('JPG ou PNG, 5 Mo au plus.');
  expect(screen.getByText('Ou glissez-déposez le fichier ici.')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Le podcast est créé en mode brouillon : vous le publierez depuis votre espace créateur, quand il sera prêt.',
    ),
  ).toBeInTheDocument();
});

it('creates the draft podcast with its cover and opens its management view', async () => {
  const calls = answerApi({
    'POST /upload/image': cover,
    'POST /podcast-creator/create-podcast': { podcast: aCreatorPodcast(12, { title: 'Les Ondes du Soir' }) },
  });
  renderForm();
  await userEvent.type(titleField(), '  Les Ondes du Soir ');
  await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Des voix, tard le soir.');
  await userEvent.upload(
    screen.getByLabelText('Image de couverture'),
    new File(['\x89PNG'], 'ondes.png', { type: 'image/png' }),
  );
  expect(await screen.findByRole('img', { name: 'Aperçu de ondes.png' })).toBeInTheDocument();
  await userEvent.click(submitButton());
  await expectLocation('/podcast-creator/manage/12');
  expect(calls.filter((call) => call.path === '/podcast-creator/create-podcast')).toEqual([
    {
      method: 'POST',
      path: '/podcast-creator/create-podcast',
      query: {},
      body: {
        title: 'Les Ondes du Soir',
        description: 'Des voix, tard le soir.',
        coverImage: 'http://localhost:4000/uploads/images/ondes.png',
      },
    },
  ]);
});

it.each([
  [401, { message: 'Token invalide' }, "Erreur d'authentification. Veuillez vous reconnecter."],
  [403, { message: 'Forbidden' }, "Accès refusé. Vous n'avez pas les permissions nécessaires."],
  [422, { message: 'Le titre est trop long.' }, 'Le titre est trop long.'],
  [500, null, 'Erreur lors de la création du podcast'],
])('says why a creation answered %i failed', async (status, body, text) => {
  answerApi({ 'POST /podcast-creator/create-podcast': new ApiError(status, body) });
  renderForm();
  await userEvent.type(titleField(), 'Les Ondes du Soir');
  await userEvent.click(submitButton());
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(titleField()).toHaveValue('Les Ondes du Soir');
  expect(screen.getByTestId('location')).toHaveTextContent('/podcast-creator/create');
});

it("says 'Token JWT manquant' without a session and opens the sign-in screen after 2 s", async () => {
  jest.useFakeTimers();
  const calls = answerApi({ 'POST /*': UNREACHABLE });
  useSessionStore.getState().signOut();
  renderForm();
  expect(screen.getByRole('alert')).toHaveTextContent('Token JWT manquant. Veuillez vous reconnecter.');
  expect(submitButton()).toBeDisabled();
  act(() => jest.advanceTimersByTime(1999));
  expect(screen.getByTestId('location')).toHaveTextContent('/podcast-creator/create');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  expect(locationQuery().get('next')).toBe('/podcast-creator/create');
  jest.useRealTimers();
  await expectNothingAsked(calls);
});

it('says so when the session ends while the form is open, then opens the sign-in screen', async () => {
  jest.useFakeTimers();
  renderForm();
  expect(screen.queryByText('Token JWT manquant. Veuillez vous reconnecter.')).not.toBeInTheDocument();
  act(() => useSessionStore.getState().signOut());
  expect(screen.getByRole('alert')).toHaveTextContent('Token JWT manquant. Veuillez vous reconnecter.');
  act(() => jest.advanceTimersByTime(2000));
  await act(async () => undefined);
  expect(screen.getByTestId('location')).toHaveTextContent('/signin');
});
