import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import type { UploadResponse } from '@kora/shared/contracts';
import {
  answerApi,
  anUpload,
  expectNothingAsked,
  later,
  loadTexts,
  renderInPage,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
  watchUploads,
} from '@kora/shared/testing';
import { translations } from '../../locales';
import { UploadField, type UploadFieldProps } from './upload-field';
import { UploadActivity, useUploadActivity } from './upload-activity';

startApiServer();
beforeAll(() => loadTexts('creator', translations));
beforeEach(() => {
  resetKernel();
  signInAs('nadia.kane');
});
afterEach(() => jest.restoreAllMocks());

const MB = 1024 * 1024;

/** A file of `size` bytes without holding them (the field reads only its name, type and size before sending). */
function fileOf(name: string, type: string, size = 4 * MB): File {
  const file = new File(['RIFF'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const song = () => fileOf('nuit-blanche.wav', 'audio/wav');

function renderField(props: Partial<UploadFieldProps> = {}) {
  const onUploaded = jest.fn();
  renderInPage(
    <UploadField kind="audio" label="Fichier audio" hint="MP3, WAV ou FLAC" onUploaded={onUploaded} {...props} />,
  );
  return onUploaded;
}

const picker = () => screen.getByLabelText('Fichier audio');

it('sends the file at once, shows the bytes sent, then its name with Replace and Remove', async () => {
  const answer = later<UploadResponse>();
  const calls = answerApi({ 'POST /upload/audio': answer.answer });
  const uploads = watchUploads();
  const onUploaded = renderField();

  await userEvent.upload(picker(), song());
  const bar = await screen.findByRole('progressbar', { name: 'Envoi de nuit-blanche.wav' });
  uploads.progress(25);
  expect(bar).toHaveAttribute('max', String(4 * MB));
  expect(bar).toHaveAttribute('value', String(1 * MB));
  // Intl separates numbers from their unit with a no-break space.
  expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^1\sMo sur 4\sMo envoyés \(25\s%\)$/));
  expect(screen.getByRole('status')).toHaveTextContent(/^Envoi de nuit-blanche\.wav : 25\s%$/);

  await act(async () => answer.give(anUpload('audio/3f2c.wav')));
  expect(await screen.findByText('nuit-blanche.wav')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('nuit-blanche.wav est envoyé.');
  expect(onUploaded).toHaveBeenLastCalledWith('http://localhost:4000/uploads/audio/3f2c.wav');
  expect(calls[0]).toMatchObject({ method: 'POST', path: '/upload/audio' });
  expect(calls[0].body).toEqual(expect.stringContaining('name="file"; filename="nuit-blanche.wav"'));

  await userEvent.click(screen.getByRole('button', { name: 'Retirer Fichier audio' }));
  expect(onUploaded).toHaveBeenLastCalledWith(null);
  expect(screen.queryByText('nuit-blanche.wav')).not.toBeInTheDocument();
  expect(picker()).toBeVisible();
});

it('cancels the upload under way: the request is aborted and the field is ready again', async () => {
  const answer = later<UploadResponse>();
  answerApi({ 'POST /upload/audio': answer.answer });
  const abort = jest.spyOn(XMLHttpRequest.prototype, 'abort');
  const onUploaded = renderField();

  await userEvent.upload(picker(), song());
  await userEvent.click(await screen.findByRole('button', { name: "Annuler l'envoi Fichier audio" }));
  expect(abort).toHaveBeenCalled();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(picker()).toBeVisible();
  expect(picker()).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('Envoi annulé.');

  await act(async () => answer.give(anUpload('audio/late.wav')));
  expect(onUploaded).not.toHaveBeenCalled();
});

it('refuses a file of the wrong type or too large before sending anything', async () => {
  const calls = answerApi({ 'POST /upload/image': UNREACHABLE });
  renderField({ kind: 'image', label: 'Pochette' });

  await userEvent.upload(screen.getByLabelText('Pochette'), fileOf('notes.pdf', 'application/pdf'), {
    applyAccept: false,
  });
  expect(screen.getByRole('alert')).toHaveTextContent('Type de fichier non autorisé. Types acceptés: jpeg, png, jpg');
  expect(screen.getByLabelText('Pochette')).toHaveAccessibleDescription(/Type de fichier non autorisé/);

  await userEvent.upload(screen.getByLabelText('Pochette'), fileOf('pochette.png', 'image/png', 6 * MB));
  expect(screen.getByRole('alert')).toHaveTextContent('Fichier trop volumineux. Taille maximale: 5MB');
  await expectNothingAsked(calls);
});

it("says 'Erreur réseau lors de l'upload' when the network fails, and the server's own message otherwise", async () => {
  answerApi({ 'POST /upload/audio': UNREACHABLE });
  renderField();
  await userEvent.upload(picker(), song());
  expect(await screen.findByRole('alert')).toHaveTextContent("Erreur réseau lors de l'upload");

  answerApi({
    'POST /upload/audio': new ApiError(415, {
      message: 'Type de fichier non autorisé. Types acceptés: mpeg, wav, flac, mp3',
    }),
  });
  await userEvent.upload(picker(), song());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Type de fichier non autorisé. Types acceptés: mpeg, wav, flac, mp3',
  );
});

it("says 'Réponse invalide du serveur' when the answer cannot be read, after the form's own words", async () => {
  answerApi({ 'POST /upload/video': new Response('<html>proxy</html>', { status: 201 }) });
  renderField({ kind: 'video', label: 'Fichier vidéo', failureText: "Erreur lors de l'upload de la vidéo" });
  await userEvent.upload(screen.getByLabelText('Fichier vidéo'), fileOf('clip.mp4', 'video/mp4'));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Erreur lors de l'upload de la vidéo : Réponse invalide du serveur",
  );
});

it("shows the item's current image, and the form's own refusal before the upload rules", async () => {
  const calls = answerApi({ 'POST /upload/image': UNREACHABLE });
  renderField({
    kind: 'image',
    label: 'Miniature',
    preview: 'image',
    initialUrl: 'http://localhost:4000/uploads/images/affiche.png',
    refuse: (file) => (file.type.startsWith('image/') ? null : 'Le fichier miniature doit être une image.'),
  });
  expect(screen.getByRole('img', { name: 'Aperçu de affiche.png' })).toHaveAttribute(
    'src',
    'http://localhost:4000/uploads/images/affiche.png',
  );
  await userEvent.upload(screen.getByLabelText('Miniature'), fileOf('son.mp3', 'audio/mpeg'), { applyAccept: false });
  expect(screen.getByRole('alert')).toHaveTextContent('Le fichier miniature doit être une image.');
  await expectNothingAsked(calls);
});

it('accepts a file dropped on the drop zone', async () => {
  answerApi({ 'POST /upload/image': anUpload('images/cover.png') });
  const onUploaded = renderField({ kind: 'image', label: 'Pochette', dropZone: true });
  const zone = screen.getByText('Ou glissez-déposez le fichier ici.').parentElement as HTMLElement;
  const dropped = fileOf('cover.png', 'image/png', 200 * 1024);
  fireEvent.drop(zone, { dataTransfer: { files: [dropped] } });
  expect(await screen.findByText('cover.png')).toBeInTheDocument();
  expect(onUploaded).toHaveBeenCalledWith('http://localhost:4000/uploads/images/cover.png');
});

function FormWithUpload() {
  const uploads = useUploadActivity();
  return (
    <UploadActivity report={uploads.report}>
      <UploadField kind="audio" label="Fichier audio" onUploaded={() => undefined} />
      <button type="submit" disabled={uploads.busy}>
        Créer
      </button>
    </UploadActivity>
  );
}

it('tells its form while a file is on its way', async () => {
  const answer = later<UploadResponse>();
  answerApi({ 'POST /upload/audio': answer.answer });
  renderInPage(<FormWithUpload />);
  expect(screen.getByRole('button', { name: 'Créer' })).toBeEnabled();
  await userEvent.upload(picker(), song());
  expect(screen.getByRole('button', { name: 'Créer' })).toBeDisabled();
  await act(async () => answer.give(anUpload('audio/3f2c.wav')));
  expect(screen.getByRole('button', { name: 'Créer' })).toBeEnabled();
});
