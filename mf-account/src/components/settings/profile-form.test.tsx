import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, http } from '@kora/shared';
import { aProfile } from '@kora/shared/testing';
import { loadTexts, renderScreen } from '@kora/shared/testing';
import { translations } from '../../locales';
import { ProfileForm } from './profile-form';

beforeAll(() => loadTexts('account', translations));
afterEach(() => jest.restoreAllMocks());

const photo = () => new File(['\x89PNG'], 'portrait.png', { type: 'image/png' });

it("saves the edited profile and says 'Profile details saved!'", async () => {
  const saved = aProfile({ firstname: 'Léna', name: 'Léna Martin' });
  const put = jest.spyOn(http, 'put').mockResolvedValue(saved);
  const onSaved = jest.fn();
  renderScreen(<ProfileForm profile={aProfile()} onSaved={onSaved} />);
  await userEvent.clear(screen.getByLabelText('Prénom'));
  await userEvent.type(screen.getByLabelText('Prénom'), 'Léna');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Profile details saved!');
  expect(put).toHaveBeenCalledWith('/profile', {
    firstname: 'Léna',
    lastname: 'Martin',
    username: 'lea.martin',
    email: 'lea.martin@kora.test',
    image: null,
  });
  expect(onSaved).toHaveBeenCalledWith(saved);
});

it("says 'Erreur lors de la sauvegarde du profil', shows field violations and keeps the edits", async () => {
  jest
    .spyOn(http, 'put')
    .mockRejectedValueOnce(new ApiError(500, null, 'Internal Server Error'))
    .mockRejectedValueOnce(
      new ApiError(422, {
        message: 'Données invalides',
        violations: [{ propertyPath: 'username', message: "Ce nom d'utilisateur est déjà utilisé" }],
      }),
    );
  renderScreen(<ProfileForm profile={aProfile()} onSaved={jest.fn()} />);
  await userEvent.clear(screen.getByLabelText("Nom d'utilisateur"));
  await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'sofia.mendes');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la sauvegarde du profil');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText("Ce nom d'utilisateur est déjà utilisé")).toBeInTheDocument();
  expect(screen.getByLabelText("Nom d'utilisateur")).toHaveValue('sofia.mendes');
});

it('uploads a new picture with a progress bar, then saves its address', async () => {
  let progress: (percent: number) => void = () => undefined;
  let finish: (answer: { url: string }) => void = () => undefined;
  jest.spyOn(http, 'upload').mockImplementation((_path, _file, options) => {
    progress = options?.onProgress ?? progress;
    return new Promise((resolve) => (finish = resolve as never));
  });
  const put = jest.spyOn(http, 'put').mockResolvedValue(aProfile());
  renderScreen(<ProfileForm profile={aProfile()} onSaved={jest.fn()} />);
  await userEvent.upload(screen.getByLabelText('Photo de profil'), photo());
  act(() => progress(40));
  expect(screen.getByRole('progressbar', { name: "Envoi de l'image" })).toHaveAttribute('value', '40');
  expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await act(async () => finish({ url: 'http://localhost:4000/uploads/images/portrait.png' }));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Photo de profil actuelle' })).toHaveAttribute(
    'src',
    'http://localhost:4000/uploads/images/portrait.png',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(put).toHaveBeenCalledWith(
    '/profile',
    expect.objectContaining({ image: 'http://localhost:4000/uploads/images/portrait.png' }),
  );
});

it('accepts images only', async () => {
  const upload = jest.spyOn(http, 'upload');
  renderScreen(<ProfileForm profile={aProfile()} onSaved={jest.fn()} />);
  const song = new File(['ID3'], 'song.mp3', { type: 'audio/mpeg' });
  await userEvent.upload(screen.getByLabelText('Photo de profil'), song, { applyAccept: false });
  expect(screen.getByRole('alert')).toHaveTextContent('Type de fichier non autorisé');
  expect(upload).not.toHaveBeenCalled();
});

it("says 'Erreur lors de l'upload de l'image' when the upload fails", async () => {
  jest.spyOn(http, 'upload').mockRejectedValue(new ApiError(500, null, 'Internal Server Error'));
  renderScreen(<ProfileForm profile={aProfile()} onSaved={jest.fn()} />);
  await userEvent.upload(screen.getByLabelText('Photo de profil'), photo());
  expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de l'upload de l'image");
});
