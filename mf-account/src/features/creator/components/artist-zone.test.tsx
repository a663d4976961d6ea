import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useSessionStore } from '@kora/shared';
import type { Profile } from '@kora/shared/contracts';
import { answerApi, aProfile, expectNothingAsked, inTurn, startApiServer, UNREACHABLE } from '@kora/shared/testing';
import { loadTexts, renderScreen, signInAs } from '@kora/shared/testing';
import { translations } from '../../../locales';
import { ArtistZone } from './artist-zone';

startApiServer();
beforeAll(() => loadTexts('account', translations));
beforeEach(() => signInAs('sofia.mendes', 'jwt-listener'));

const artist = { id: 3, name: 'Sofia M', slug: 'sofia-m', realName: null, bio: null, longBio: null, image: null };

/** The zone with the profile state the page would keep. */
function ZoneWithProfile({ initial }: { initial: Profile }) {
  const [profile, setProfile] = useState(initial);
  return <ArtistZone profile={profile} onChanged={setProfile} />;
}

it("requires an artist name: 'Le nom d'artiste est requis.'", async () => {
  const calls = answerApi({ 'POST /*': UNREACHABLE });
  renderScreen(<ZoneWithProfile initial={aProfile()} />);
  await userEvent.type(screen.getByLabelText("Nom d'artiste"), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Devenir artiste' }));
  expect(screen.getByLabelText("Nom d'artiste")).toHaveAccessibleDescription("Le nom d'artiste est requis.");
  await expectNothingAsked(calls);
});

it('becomes an artist, keeps the new token and then shows the dashboard link', async () => {
  const user = aProfile({ username: 'sofia.mendes', roles: ['ROLE_USER', 'ROLE_ARTIST'], artist });
  const calls = answerApi({ 'POST /artists/become-artist': { message: 'ok', token: 'jwt-artist', artist, user } });
  renderScreen(<ZoneWithProfile initial={aProfile({ username: 'sofia.mendes' })} />);
  await userEvent.type(screen.getByLabelText("Nom d'artiste"), '  Sofia M ');
  await userEvent.click(screen.getByRole('button', { name: 'Devenir artiste' }));
  expect(await screen.findByText('Félicitations ! Vous êtes maintenant un artiste...')).toBeInTheDocument();
  expect(calls).toEqual([{ method: 'POST', path: '/artists/become-artist', query: {}, body: { name: 'Sofia M' } }]);
  expect(screen.getByRole('link', { name: 'Accéder au tableau de bord artiste' })).toHaveAttribute(
    'href',
    '/artist/dashboard',
  );
  expect(useSessionStore.getState()).toMatchObject({ token: 'jwt-artist', username: 'sofia.mendes' });
});

it("shows the server's refusal, else 'Une erreur est survenue.'", async () => {
  const calls = answerApi({
    'POST /artists/become-artist': inTurn(
      new ApiError(403, { message: 'Cette fonctionnalité nécessite le forfait Premium.' }),
      new ApiError(500, null, 'Internal Server Error'),
    ),
  });
  renderScreen(<ZoneWithProfile initial={aProfile()} />);
  await userEvent.type(screen.getByLabelText("Nom d'artiste"), 'Léa');
  await userEvent.click(screen.getByRole('button', { name: 'Devenir artiste' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Cette fonctionnalité nécessite le forfait Premium.');
  await userEvent.click(screen.getByRole('button', { name: 'Devenir artiste' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue.');
  expect(screen.getByLabelText("Nom d'artiste")).toHaveValue('Léa');
  expect(calls).toHaveLength(2);
});

it('takes an artist straight to the dashboard link', () => {
  renderScreen(<ZoneWithProfile initial={aProfile({ roles: ['ROLE_USER', 'ROLE_ARTIST'], artist })} />);
  expect(screen.getByText("Votre nom d'artiste : Sofia M")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Accéder au tableau de bord artiste' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Devenir artiste' })).not.toBeInTheDocument();
});

it("lets an artist edit the artist name and bio, with 'Erreur lors de la sauvegarde du profil artiste' on failure", async () => {
  const calls = answerApi({
    'PUT /artist/profile': inTurn(
      { ...artist, name: 'Sofia Mendes', bio: 'Voix soul' },
      new ApiError(500, null, 'Internal Server Error'),
    ),
  });
  renderScreen(<ZoneWithProfile initial={aProfile({ roles: ['ROLE_USER', 'ROLE_ARTIST'], artist })} />);
  await userEvent.clear(screen.getByLabelText("Nom d'artiste"));
  await userEvent.type(screen.getByLabelText("Nom d'artiste"), 'Sofia Mendes');
  await userEvent.type(screen.getByLabelText('Biographie courte'), 'Voix soul');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Profil artiste enregistré.');
  expect(calls).toEqual([
    { method: 'PUT', path: '/artist/profile', query: {}, body: { name: 'Sofia Mendes', bio: 'Voix soul' } },
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la sauvegarde du profil artiste');
  expect(screen.getByLabelText('Biographie courte')).toHaveValue('Voix soul');
  expect(calls).toHaveLength(2);
});
