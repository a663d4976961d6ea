import { act, waitFor, within } from '@testing-library/react';
import { usePlayerStore } from '@kora/shared';
import { loadTexts, resetKernel } from '@kora/shared/testing';
import { bootstrap, mount, unmount } from './player-track-actions';

// No texts registered beforehand: the parcel's own lifecycles bring them, as on a page.
beforeAll(() => loadTexts());
beforeEach(resetKernel);

it('is drawn with the library texts already there', async () => {
  act(() =>
    usePlayerStore
      .getState()
      .addToPlaylist({ id: 'track:21', title: 'Ouverture', audioUrl: 'https://cdn.kora.test/21.mp3' }),
  );
  const domElement = document.body.appendChild(document.createElement('div'));
  const props = { name: 'player-track-actions', domElement } as never;
  const parcel = within(domElement);
  await bootstrap(props);
  const mounted = mount(props);
  // Checked as soon as its buttons are drawn, not once some later render has caught up.
  await waitFor(() => expect(parcel.queryAllByRole('button')).not.toHaveLength(0));
  expect(parcel.getByRole('button', { name: 'J’aime « Ouverture »' })).toBeInTheDocument();
  expect(parcel.getByRole('button', { name: 'Ajouter « Ouverture » à une playlist' })).toBeInTheDocument();
  await mounted;
  await act(async () => {
    await unmount(props);
  });
});
