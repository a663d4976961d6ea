import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import {
  answerApi,
  aProfile,
  expectNothingAsked,
  inTurn,
  later,
  loadTexts,
  renderScreen,
  startApiServer,
  UNREACHABLE,
  watchUploads,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { ProfileForm } from './profile-form';

startApiServer();
beforeAll(() => loadTexts('account', translations));
afterEach(() => jest.restoreAllMocks());

const photo = () => new File(['\x89PNG'], 'portrait.png', { type: 'image/png' });

it("saves the edited profile and says 'Profile details saved!'", async () => {
  const saved = aProfile({ firstname: 'Léna', name: 'Léna Martin' });
  const calls = answerApi({ 'PUT /profile': saved });
  const onSaved = jest.fn();
  renderScreen(<ProfileForm profile={aProfile()} onSaved={onSaved} />);
  await userEvent.clear(screen.getByLabelText('Prénom'));
  await userEvent.type(screen.getByLabelText('Prénom'), 'Léna');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Profile details saved!');
  expect(calls).toEqual([
    {
      method: 'PUT',
      path: '/profile',
      query: {},
      body: {
        firstname: 'Léna',
        lastname: 'Martin',
        username: 'lea.martin',
        email: 'lea.martin@kora.test',
        image: null,
      },
    },
  ]);
  expect(onSaved).toHaveBeenCalledWith(saved);
});

it("says 'Erreur lors de la sauvegarde du profil', shows field violations and keeps the edits", async () => {
  const calls = answerApi({
    'PUT /profile': inTurn(
      new ApiError(500, null, 'Internal Server Error'),
      new ApiError(422, {
        message: 'Données invalides',
        violations: [{ propertyPath: 'username', message: "Ce nom d'utilisateur est déjà utilisé" }],
      }),
    ),
  });
  renderScreen(<ProfileForm profile={aProfile()} onSaved={jest.fn()} />);
  await userEvent.clear(screen.getByLabelText("Nom d'utilisateur"));
  await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'sofia.mendes');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la sauvegarde du profil');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText("Ce nom d'utilisateur est déjà utilisé")).toBeInTheDocument();
  expect(screen.getByLabelText("Nom d'utilisateur")).toHaveValue('sofia.mendes');
  expect(calls).toHaveLength(2);
});

it('uploads a new picture with a progress bar, then saves its address', async () => {
  const upload = later<{ url: string }>();
  const calls = answerApi({ 'POST /upload/image': upload.answer, 'PUT /profile': aProfile() });
  const uploads = watchUploads();
  renderScreen(<ProfileForm profile={aProfile()} onSaved={jest.fn()} />);
  await userEvent.upload(screen.getByLabelText('Photo de profil'), photo());
  await waitFor(() => expect(calls).toHaveLength(1));
  uploads.progress(40);
  expect(screen.getByRole('progressbar', { name: "Envoi de l'image" })).toHaveAttribute('value', '40');
  expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await act(async () => upload.give({ url: 'http://localhost:4000/uploads/images/portrait.png' }));
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  expect(screen.getByRole('img', { name: 'Photo de profil actuelle' })).toHaveAttribute(
    'src',
    'http://localhost:4000/uploads/images/portrait.png',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[0]).toMatchObject({
    method: 'POST',
    path: '/upload/image',
    body: expect.stringContaining('portrait.png'),
  });
  expect(calls[1]).toMatchObject({
    method: 'PUT',
    path: '/profile',
    body: expect.objectContaining({ image: 'http://localhost:4000/uploads/images/portrait.png' }),
  });
});

it('accepts images only', async () => {
  const calls = answerApi({ 'POST /*': UNREACHABLE });
  renderScreen(<ProfileForm profile={aProfile()} onSaved={jest.fn()} />);
  const song = new File(['ID3'], 'song.mp3', { type: 'audio/mpeg' });
  await userEvent.upload(screen.getByLabelText('Photo de profil'), song, { applyAccept: false });
  expect(screen.getByRole('alert')).toHaveTextContent('Type de fichier non autorisé');
  await expectNothingAsked(calls);
});

it("says 'Erreur lors de l'upload de l'image' when the upload fails", async () => {
  answerApi({ 'POST /upload/image': new ApiError(500, null, 'Internal Server Error') });
  renderScreen(<ProfileForm profile={aProfile()} onSaved={jest.fn()} />);
  await userEvent.upload(screen.getByLabelText('Photo de profil'), photo());
  expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de l'upload de l'image");
});

it('asks for the current password only when the email changes, and sends it', async () => {
  const calls = answerApi({ 'PUT /profile': aProfile({ email: 'lea@nouveau.test' }) });
  renderScreen(<ProfileForm profile={aProfile()} onSaved={jest.fn()} />);
  expect(screen.queryByLabelText('Mot de passe actuel')).not.toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.type(screen.getByLabelText('Email'), 'lea@nouveau.test');
  const password = screen.getByLabelText('Mot de passe actuel');
  expect(password).toHaveAccessibleDescription("Saisissez votre mot de passe actuel pour changer d'adresse email.");
  await userEvent.type(password, 'Ecoute2025');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Profile details saved!');
  expect(calls).toEqual([
    expect.objectContaining({
      method: 'PUT',
      path: '/profile',
      body: expect.objectContaining({ email: 'lea@nouveau.test', currentPassword: 'Ecoute2025' }),
    }),
  ]);
});

it("shows the server's refusal of a wrong current password on its field", async () => {
  answerApi({
    'PUT /profile': new ApiError(403, {
      message: 'Le mot de passe actuel est incorrect.',
      error: 'Forbidden',
      violations: [{ propertyPath: 'currentPassword', message: 'Le mot de passe actuel est incorrect.' }],
    }),
  });
  renderScreen(<ProfileForm profile={aProfile()} onSaved={jest.fn()} />);
  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.type(screen.getByLabelText('Email'), 'lea@nouveau.test');
  await userEvent.type(screen.getByLabelText('Mot de passe actuel'), 'Faux2025');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect.');
  expect(screen.getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription(
    expect.stringContaining('Le mot de passe actuel est incorrect.'),
  );
  expect(screen.getByLabelText('Email')).toHaveValue('lea@nouveau.test');
});
