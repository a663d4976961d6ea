import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, setLanguage } from '@kora/shared';
import type { ArtistSummary } from '@kora/shared/contracts';
import { followArtist, listFollowedArtists, unfollowArtist } from '@kora/shared/contracts/endpoints';
import {
  answer,
  answerApi,
  artist,
  expectLocation,
  locationState,
  networkSettled,
  renderScreen,
  signInAs,
} from '@kora/shared/testing';
import { catalogueSuite } from '../../../testing/catalogue-suite';
import { FollowButton } from './follow-button';

catalogueSuite({ library: true });
afterEach(() => act(() => setLanguage('fr')));

const renderFollow = (followers = 12) =>
  renderScreen(<FollowButton artist={{ id: 5, followers }} />, { path: '/artist/:idOrSlug', at: '/artist/aya-diop' });
const change = (on: boolean) => ({ kind: 'artists' as const, id: 5, favourite: on, usage: { used: 1, limit: 50 } });

describe('the follower count', () => {
  it.each([
    [0, '0 abonné'],
    [1, '1 abonné'],
    [12, '12 abonnés'],
    [89_400, '89,4 k abonnés'],
    [1_000_000, /^1,0\sM abonnés$/],
  ])('%d → %s', (followers, text) => {
    renderFollow(followers);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['en', 1, '1 follower'],
    ['en', 12, '12 followers'],
    ['es', 1, '1 seguidor'],
    ['es', 12, '12 seguidores'],
    ['es', 1_000_000, /^1,0\sM seguidores$/],
  ] as const)('in %s, %d → %s', async (language, followers, text) => {
    await act(() => setLanguage(language));
    renderFollow(followers);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('a signed-in user', () => {
  beforeEach(() => signInAs('lea.martin'));

  it('follows the artist, then stops', async () => {
    let followed: ArtistSummary[] = [];
    const calls = answerApi([
      answer(listFollowedArtists, () => followed),
      answer(followArtist, () => {
        followed = [artist];
        return change(true);
      }),
      answer(unfollowArtist, () => {
        followed = [];
        return undefined;
      }),
    ]);
    renderFollow();
    const follow = screen.getByRole('button', { name: 'Suivre' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(follow).not.toHaveAttribute('aria-busy'));
    await userEvent.click(follow);
    expect(await screen.findByRole('button', { name: 'Abonné·e' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Abonné·e' }));
    expect(await screen.findByRole('button', { name: 'Suivre' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /me/following/artists/5',
      'DELETE /me/following/artists/5',
    ]);
  });

  it('shows an artist already followed as such', async () => {
    answerApi([answer(listFollowedArtists, [artist])]);
    renderFollow();
    expect(await screen.findByRole('button', { name: 'Abonné·e' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('past the plan’s limit, says so with the way to the plans', async () => {
    const message = 'Vous avez atteint la limite de 50 favoris de votre forfait.';
    answerApi([
      answer(listFollowedArtists, []),
      answer(followArtist, new ApiError(403, { message, error: 'Forbidden' })),
    ]);
    renderFollow();
    await userEvent.click(screen.getByRole('button', { name: 'Suivre' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(message);
    await userEvent.click(within(notice).getByRole('link', { name: 'Voir les forfaits' }));
    await expectLocation('/profile');
    expect(locationState()).toEqual({ tab: 'plan' });
  });
});

it('invites a visitor to sign in, and sends nothing', async () => {
  const calls = answerApi({});
  renderFollow();
  await userEvent.click(screen.getByRole('button', { name: 'Suivre' }));
  const invitation = screen.getByRole('status');
  expect(invitation).toHaveTextContent('Connectez-vous pour suivre des artistes.');
  expect(within(invitation).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    '/signin?next=%2Fartist%2Faya-diop',
  );
  expect(screen.getByRole('button', { name: 'Suivre' })).toHaveAttribute('aria-pressed', 'false');
  await networkSettled();
  expect(calls).toEqual([]);
});
