import { waitFor } from '@testing-library/react';
import { loadRemoteModule } from './load-remote-module';
import { preloadRemotesFromFirstGesture } from './preload-remotes';
import { setRemotes } from './remote-registry';
import { link } from '../testing/links';

jest.mock('./load-remote-module', () => ({
  ...jest.requireActual('./load-remote-module'),
  loadRemoteModule: jest.fn(() => Promise.resolve({})),
}));

const load = jest.mocked(loadRemoteModule);

it('preloads nothing before a gesture, the remote of the first link hovered at once, then those hovered later', async () => {
  setRemotes([
    { app: 'events', name: 'mf_events', entry: 'http://localhost:3002/remoteEntry.js' },
    { app: 'store', name: 'mf_store', entry: 'http://localhost:3003/remoteEntry.js' },
  ]);
  preloadRemotesFromFirstGesture();
  const events = link('/events');
  const store = link('/store');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(load).not.toHaveBeenCalled();

  events.dispatchEvent(new Event('pointerover', { bubbles: true }));
  await waitFor(() => expect(load).toHaveBeenCalledWith(expect.objectContaining({ app: 'events' }), './app'));
  // The rest of the link preloading has come with that gesture: a later hover preloads its link's remote.
  await waitFor(() => {
    store.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ app: 'store' }), './app');
  });
});
