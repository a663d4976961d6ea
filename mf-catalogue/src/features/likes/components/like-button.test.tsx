import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import type { Track } from '@kora/shared/contracts';
import { likeTrack, listLikedTracks, unlikeTrack } from '@kora/shared/contracts/endpoints';
import {
  answer,
  answerApi,
  expectLocation,
  locationState,
  networkSettled,
  renderScreen,
  signInAs,
  track,
} from '@kora/shared/testing';
import { catalogueSuite } from '../../../testing/catalogue-suite';
import { LikeButton } from './like-button';

catalogueSuite({ library: true });

const OUVERTURE = { id: 21, title: 'Ouverture' };
const FLEUVE = { id: 23, title: 'Le fleuve' };

const renderHearts = () =>
  renderScreen(
    <ul>
      <li>
        <LikeButton track={OUVERTURE} />
      </li>
      <li>
        <LikeButton track={FLEUVE} />
      </li>
    </ul>,
    { path: '/release/:id', at: '/release/2' },
  );
const heart = (title: string) => screen.getByRole('button', { name: `J’aime « ${title} »` });
const change = (id: number, on: boolean) => ({
  kind: 'tracks' as const,
  id,
  favourite: on,
  usage: { used: 1, limit: 50 },
});
const writes = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

describe('a signed-in user', () => {
  beforeEach(() => signInAs('lea.martin'));

  it('sees the tracks they like pressed, from one read for every heart of the page', async () => {
    const calls = answerApi([answer(listLikedTracks, [track(23, 3, { title: 'Le fleuve' })])]);
    renderHearts();
    await waitFor(() => expect(heart('Le fleuve')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Ouverture')).toHaveAttribute('aria-pressed', 'false');
    await networkSettled();
    expect(calls.filter((call) => call.path === '/me/likes/tracks')).toHaveLength(1);
  });

  it('likes a track, then takes the like back', async () => {
    let liked: Track[] = [];
    const calls = answerApi([
      answer(listLikedTracks, () => liked),
      answer(likeTrack, () => {
        liked = [track(21, 1, { title: 'Ouverture' })];
        return change(21, true);
      }),
      answer(unlikeTrack, () => {
        liked = [];
        return undefined;
      }),
    ]);
    renderHearts();
    await waitFor(() => expect(heart('Ouverture')).not.toHaveAttribute('aria-busy'));
    await userEvent.click(heart('Ouverture'));
    await waitFor(() => expect(heart('Ouverture')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Le fleuve')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart('Ouverture'));
    await waitFor(() => expect(heart('Ouverture')).toHaveAttribute('aria-pressed', 'false'));
    expect(writes(calls)).toEqual(['PUT /me/likes/tracks/21', 'DELETE /me/likes/tracks/21']);
  });

  it('past the plan’s limit, says so beside the heart with the way to the plans', async () => {
    const message = 'Vous avez atteint la limite de 50 favoris de votre forfait.';
    answerApi([answer(listLikedTracks, []), answer(likeTrack, new ApiError(403, { message, error: 'Forbidden' }))]);
    renderHearts();
    await userEvent.click(heart('Le fleuve'));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(message);
    expect(notice.closest('li')).toContainElement(heart('Le fleuve'));
    expect(heart('Le fleuve')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(notice).getByRole('link', { name: 'Voir les forfaits' }));
    await expectLocation('/profile');
    expect(locationState()).toEqual({ tab: 'plan' });
  });
});

describe('a visitor', () => {
  it('is invited to sign in, and nothing is sent', async () => {
    const calls = answerApi({});
    renderHearts();
    await userEvent.click(heart('Ouverture'));
    const invitation = screen.getByRole('status');
    expect(invitation).toHaveTextContent('Connectez-vous pour aimer des titres.');
    expect(within(invitation).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/signin?next=%2Frelease%2F2',
    );
    expect(heart('Ouverture')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(invitation).getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await networkSettled();
    expect(calls).toEqual([]);
  });
});
