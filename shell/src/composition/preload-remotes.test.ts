import { useSessionStore } from '@kora/shared';
import { loadRemoteModule } from './load-remote-module';
import { preloadRemotesOfLinks } from './preload-links';
import { setRemotes } from './remote-registry';

jest.mock('./load-remote-module', () => ({
  ...jest.requireActual('./load-remote-module'),
  loadRemoteModule: jest.fn(() => Promise.resolve({})),
}));

const load = jest.mocked(loadRemoteModule);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function link(path: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = path;
  a.textContent = path;
  document.body.append(a);
  return a;
}

describe('preloading the remote behind a link', () => {
  let stop: () => void;
  beforeEach(() => {
    load.mockClear();
    document.body.innerHTML = '';
    setRemotes([
      { app: 'events', name: 'mf_events', entry: 'http://localhost:3002/remoteEntry.js' },
      { app: 'store', name: 'mf_store', entry: 'http://localhost:3003/remoteEntry.js' },
      { app: 'creator', name: 'mf_creator', entry: 'http://localhost:3005/remoteEntry.js' },
    ]);
    stop = preloadRemotesOfLinks();
  });
  afterEach(() => stop());

  it("fetches the events remote's app module when its link is hovered, once", async () => {
    const events = link('/events');
    events.dispatchEvent(new Event('pointerover', { bubbles: true }));
    events.dispatchEvent(new Event('focusin', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0][0]).toMatchObject({ app: 'events' });
    expect(load.mock.calls[0][1]).toBe('./app');
  });

  it('asks the remote for the code and data of the screen at each address hovered, query included', async () => {
    const preloadScreen = jest.fn();
    load.mockResolvedValueOnce({ preloadScreen });
    link('/store?sort=price').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/cart').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(preloadScreen.mock.calls).toEqual([
      [`${window.location.origin}/store?sort=price`],
      [`${window.location.origin}/cart`],
    ]);
  });

  it('leaves the shell’s own pages and screens a visitor may not open alone', async () => {
    link('/about').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/artist/dashboard').dispatchEvent(new Event('focusin', { bubbles: true }));
    await flush();
    expect(load).not.toHaveBeenCalled();
    useSessionStore.getState().signOut();
  });
});
