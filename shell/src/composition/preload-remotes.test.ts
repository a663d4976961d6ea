import { useSessionStore } from '@kora/shared';
import { loadRemoteModule } from './load-remote-module';
import { preloadRemotesOfLinks } from './preload-links';
import { setRemotes } from './remote-registry';
import { link } from '../testing/links';

jest.mock('./load-remote-module', () => ({
  ...jest.requireActual('./load-remote-module'),
  loadRemoteModule: jest.fn(() => Promise.resolve({})),
}));

const load = jest.mocked(loadRemoteModule);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

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

describe('preloading the browsing remotes whose links are in view', () => {
  const observed: Element[] = [];
  let report: IntersectionObserverCallback = () => undefined;
  beforeEach(() => {
    load.mockClear();
    document.body.innerHTML = '<nav id="kora-sidebar"></nav>';
    setRemotes([
      { app: 'catalogue', name: 'mf_catalogue', entry: 'http://localhost:3001/remoteEntry.js' },
      { app: 'account', name: 'mf_account', entry: 'http://localhost:3004/remoteEntry.js' },
    ]);
    window.requestIdleCallback = (task: IdleRequestCallback) => {
      task({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    };
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      report = callback;
      return { observe: (element: Element) => observed.push(element), disconnect: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
  });

  it('fetches the catalogue for its sidebar link once in view, never the account area', async () => {
    const sidebar = document.getElementById('kora-sidebar')!;
    const releases = link('/releases');
    const account = link('/account');
    sidebar.append(releases, account);
    const stop = preloadRemotesOfLinks();
    expect(observed).toEqual([releases, account]);
    expect(load).not.toHaveBeenCalled();

    const entries = [releases, account].map((target) => ({ target, isIntersecting: true }));
    report(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
    await flush();
    expect(load.mock.calls.map(([remote]) => remote.app)).toEqual(['catalogue']);
    stop();
  });
});
