import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePlayerStore } from '@kora/shared';
import { likeTrack, listLikedTracks } from '@kora/shared/contracts/endpoints';
import { answer, answerApi, renderScreen, signInAs } from '@kora/shared/testing';
import { catalogueSuite } from '../testing/catalogue-suite';
import { PlayerTrackActions } from './player-track-actions';

catalogueSuite({ library: true });

const load = (id: number | string, title: string) =>
  act(() => usePlayerStore.getState().addToPlaylist({ id, title, audioUrl: `https://cdn.kora.test/${id}.mp3` }));
const renderParcel = () => renderScreen(<PlayerTrackActions />);

it('shows the heart and the add to a playlist of the current track', () => {
  renderParcel();
  load('track:21', 'Ouverture');
  expect(screen.getByRole('button', { name: 'J’aime « Ouverture »' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: 'Ajouter « Ouverture » à une playlist' })).toBeInTheDocument();
});

it('follows the player to its next item', () => {
  renderParcel();
  act(() =>
    usePlayerStore.getState().playRelease([
      { id: 'track:21', title: 'Ouverture' },
      { id: 'track:22', title: 'Racines' },
    ]),
  );
  expect(screen.getByRole('button', { name: 'J’aime « Ouverture »' })).toBeInTheDocument();
  act(() => usePlayerStore.getState().next());
  expect(screen.getByRole('button', { name: 'J’aime « Racines »' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'J’aime « Ouverture »' })).not.toBeInTheDocument();
});

it('offers an episode to a playlist, without a heart (only tracks are liked)', () => {
  renderParcel();
  load('episode:3', 'Les synthés modulaires');
  expect(screen.getByRole('button', { name: 'Ajouter « Les synthés modulaires » à une playlist' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^J’aime/ })).not.toBeInTheDocument();
});

it.each([
  ['nothing is loaded', null],
  ['the item is not the catalogue’s', 'radio:7'],
  ['the item has a bare id', 12],
])('shows nothing when %s', (_, id) => {
  const { container } = renderParcel();
  if (id !== null) load(id, 'Ailleurs');
  expect(container.querySelector('.kora-player-track-actions')).toBeNull();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('likes the current track for a signed-in listener', async () => {
  signInAs('lea.martin');
  const calls = answerApi([
    answer(listLikedTracks, []),
    answer(likeTrack, { kind: 'tracks', id: 21, favourite: true, usage: { used: 1, limit: 50 } }),
  ]);
  renderParcel();
  load('track:21', 'Ouverture');
  const heart = screen.getByRole('button', { name: 'J’aime « Ouverture »' });
  await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
  await userEvent.click(heart);
  await waitFor(() =>
    expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/me/likes/tracks/21' })),
  );
});
