import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import {
  aCreatorReleaseDetail,
  anArtistDashboard,
  answerApi,
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
import { translations } from '../../../locales';
import { VideoFormPage } from './video-form-page';

startApiServer();
beforeAll(() => loadTexts('creator', translations));
beforeEach(() => {
  resetKernel();
  signInAs('lina.duval');
});

const clip = () => new File(['....ftypisom'], 'clip.mp4', { type: 'video/mp4' });
const still = () => new File(['\x89PNG'], 'miniature.png', { type: 'image/png' });
const field = (name: string) => screen.getByLabelText(name);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Créer le clip' }));

function renderForm() {
  renderScreen(<VideoFormPage />, { path: '/artist/release/video' });
}

it('asks for a title and a video file, with 1080p chosen by default', async () => {
  answerApi({ '/artist/dashboard': anArtistDashboard() });
  const sent = answerApi({ 'POST /*': UNREACHABLE });
  renderForm();
  expect(screen.getByRole('radio', { name: '1080p' })).toBeChecked();
  expect(screen.getByText('MP4, MOV ou AVI, 500 MB maximum.')).toBeInTheDocument();
  expect(screen.getByText('JPG ou PNG, 5 MB maximum. Taille recommandée : 1280x720.')).toBeInTheDocument();
  await submit();
  expect(field('Titre')).toHaveAccessibleDescription('Le titre est requis');
  expect(field('Fichier vidéo')).toHaveAccessibleDescription(/Aucun fichier vidéo sélectionné\./);
  await expectNothingAsked(sent);
});

it('refuses a file that is not a video, and a thumbnail that is not an image, without sending them', async () => {
  answerApi({ '/artist/dashboard': anArtistDashboard() });
  const uploads = answerApi({ 'POST /upload/*': UNREACHABLE });
  renderForm();
  await userEvent.upload(field('Fichier vidéo'), still(), { applyAccept: false });
  expect(screen.getByRole('alert')).toHaveTextContent("Le fichier sélectionné n'est pas une vidéo.");
  await userEvent.upload(field('Miniature'), clip(), { applyAccept: false });
  expect(screen.getByText('Le fichier miniature doit être une image.')).toBeInTheDocument();
  await expectNothingAsked(uploads);
});

it("says 'Erreur lors de l'upload de la vidéo' with the reason when the upload fails", async () => {
  answerApi({
    '/artist/dashboard': anArtistDashboard(),
    'POST /upload/video': new ApiError(413, { message: 'Fichier trop volumineux. Taille maximale: 500MB' }),
    'POST /upload/image': UNREACHABLE,
  });
  renderForm();
  await userEvent.upload(field('Fichier vidéo'), clip());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Erreur lors de l'upload de la vidéo : Fichier trop volumineux. Taille maximale: 500MB",
  );
  await userEvent.upload(field('Miniature'), still());
  expect(
    await screen.findByText(/^Erreur lors de l'upload de la miniature : Erreur réseau lors de l'upload$/),
  ).toBeInTheDocument();
});

it('creates the clip with its files and quality, then shows the dashboard with a message', async () => {
  const calls = answerApi({
    '/artist/dashboard': anArtistDashboard(),
    'POST /upload/video': anUpload('video/clip.mp4'),
    'POST /upload/image': anUpload('images/miniature.png'),
    'POST /release-creator/create-video': {
      release: aCreatorReleaseDetail(30, { title: 'Sous la pluie', type: 'video' }),
    },
  });
  renderForm();
  await userEvent.type(field('Titre'), 'Sous la pluie');
  await userEvent.clear(field('Date de sortie'));
  await userEvent.type(field('Date de sortie'), '2026-12-01');
  await userEvent.upload(field('Fichier vidéo'), clip());
  await userEvent.upload(field('Miniature'), still());
  await screen.findByRole('img', { name: 'Aperçu de miniature.png' });
  await userEvent.click(screen.getByRole('radio', { name: '4k' }));
  await submit();

  await expectLocation('/artist/dashboard');
  expect(locationState()).toEqual({ flash: '« Sous la pluie » est publié.' });
  expect(calls.find((call) => call.path === '/release-creator/create-video')?.body).toEqual({
    title: 'Sous la pluie',
    releaseDate: '2026-12-01',
    thumbnailUrl: 'http://localhost:4000/uploads/images/miniature.png',
    videoFileUrl: 'http://localhost:4000/uploads/video/clip.mp4',
    quality: '4k',
    status: 'published',
  });
});

it("says 'Erreur lors de la création de la vidéo' when the server explains nothing", async () => {
  answerApi({
    '/artist/dashboard': anArtistDashboard(),
    'POST /upload/video': anUpload('video/clip.mp4'),
    'POST /release-creator/create-video': new ApiError(500, null),
  });
  renderForm();
  await userEvent.type(field('Titre'), 'Sous la pluie');
  await userEvent.upload(field('Fichier vidéo'), clip());
  await screen.findByText('clip.mp4');
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la création de la vidéo');
});
