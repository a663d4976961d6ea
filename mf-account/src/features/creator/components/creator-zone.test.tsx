import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useSessionStore } from '@kora/shared';
import { PLANS, type PlanName, type Profile } from '@kora/shared/contracts';
import {
  answerApi,
  aProfile,
  expectNothingAsked,
  loadTexts,
  renderScreen,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { CreatorZone } from './creator-zone';

startApiServer();
beforeAll(() => loadTexts('account', translations));
beforeEach(() => signInAs('lea.martin', 'jwt-lea'));

const artist = { id: 3, name: 'Léa M', slug: 'lea-m', realName: null, bio: null, longBio: null, image: null };

/** The zone with the profile state the page keeps. */
function Zone({ initial, plan }: { initial: Profile; plan: PlanName }) {
  const [profile, setProfile] = useState(initial);
  return <CreatorZone profile={profile} plan={PLANS[plan]} onChanged={setProfile} onPlanChanged={jest.fn()} />;
}
const showZone = (plan: PlanName, profile: Partial<Profile> = {}) =>
  renderScreen(<Zone initial={aProfile(profile)} plan={plan} />, { path: '/profile' });

it.each(['free', 'starter'] as const)(
  'tells a listener on %s up front that creating takes Premium, and opens the upgrade with Premium chosen',
  async (plan) => {
    const calls = answerApi({ 'POST /*': UNREACHABLE });
    showZone(plan);
    expect(screen.getByText('Devenir artiste ou créateur de podcasts nécessite le forfait Premium.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Devenir artiste' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Devenir créateur de podcasts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Passer au forfait Premium' }));
    const dialog = screen.getByRole('dialog', { name: 'Changer de forfait' });
    expect(within(dialog).getByRole('radio', { name: /Premium/ })).toBeChecked();
    await expectNothingAsked(calls);
  },
);

it('lets a Premium listener become a podcast creator, then opens the podcast creator', async () => {
  const calls = answerApi({
    'POST /podcast-creator/become-creator': {
      message: 'ok',
      token: 'jwt-podcaster',
      user: { id: 42, username: 'lea.martin', roles: ['ROLE_USER', 'ROLE_PODCASTER'] },
    },
  });
  showZone('premium');
  expect(screen.queryByText(/nécessite le forfait/)).not.toBeInTheDocument();
  const artistSection = screen.getByRole('region', { name: 'Artiste' });
  expect(within(artistSection).getByRole('button', { name: 'Devenir artiste' })).toBeVisible();
  const podcasts = screen.getByRole('region', { name: 'Podcasts' });
  expect(podcasts).toHaveTextContent('Créez vos podcasts et publiez leurs épisodes.');

  await userEvent.click(within(podcasts).getByRole('button', { name: 'Devenir créateur de podcasts' }));
  expect(await within(podcasts).findByRole('status')).toHaveTextContent(
    'Félicitations ! Vous êtes maintenant créateur de podcasts.',
  );
  expect(within(podcasts).getByRole('link', { name: 'Accéder au créateur de podcasts' })).toHaveAttribute(
    'href',
    '/podcast-creator',
  );
  expect(calls).toEqual([{ method: 'POST', path: '/podcast-creator/become-creator', query: {}, body: undefined }]);
  expect(useSessionStore.getState()).toMatchObject({
    token: 'jwt-podcaster',
    username: 'lea.martin',
    email: 'lea.martin@kora.test',
  });
});

it("shows the server's refusal when becoming a podcast creator fails", async () => {
  answerApi({
    'POST /podcast-creator/become-creator': new ApiError(403, {
      message: 'Cette fonctionnalité nécessite le forfait Premium.',
    }),
  });
  showZone('premium');
  await userEvent.click(screen.getByRole('button', { name: 'Devenir créateur de podcasts' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Cette fonctionnalité nécessite le forfait Premium.');
  expect(useSessionStore.getState().token).toBe('jwt-lea');
});

it('leads a podcast creator on Starter to the podcast creator, and says what becoming an artist takes', () => {
  showZone('starter', { roles: ['ROLE_USER', 'ROLE_PODCASTER'] });
  expect(screen.getByText('Devenir artiste nécessite le forfait Premium.')).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Artiste' })).not.toBeInTheDocument();
  const podcasts = screen.getByRole('region', { name: 'Podcasts' });
  expect(podcasts).toHaveTextContent('Vous pouvez créer des podcasts et publier leurs épisodes.');
  expect(within(podcasts).getByRole('link', { name: 'Accéder au créateur de podcasts' })).toBeVisible();
});

it('gives an artist the dashboard and the podcast creator, with no plan to take', () => {
  showZone('premium', { roles: ['ROLE_USER', 'ROLE_ARTIST'], artist });
  expect(screen.queryByText(/nécessite le forfait/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Accéder au tableau de bord artiste' })).toHaveAttribute(
    'href',
    '/artist/dashboard',
  );
  expect(screen.getByRole('link', { name: 'Accéder au créateur de podcasts' })).toHaveAttribute(
    'href',
    '/podcast-creator',
  );
  expect(screen.queryByRole('button', { name: 'Devenir créateur de podcasts' })).not.toBeInTheDocument();
});
