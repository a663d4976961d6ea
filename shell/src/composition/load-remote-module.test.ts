import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, RemoteUnavailableError } from './load-remote-module';
import { OFFLINE_REMOTE } from './offline-remote-plugin';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const remote = { app: 'events' as const, name: 'mf_events', entry: 'http://localhost:3002/remoteEntry.js' };
const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => {
  mockedLoad.mockReset();
  (registerRemotes as jest.Mock).mockReset();
});

// What has loaded stays known for the page's life: a test that loads a remote successfully uses one of its own.
it('resolves the exposed module of the remote', async () => {
  const account = { app: 'account' as const, name: 'mf_account', entry: 'http://localhost:3004/remoteEntry.js' };
  const lifecycles = { mount: jest.fn() };
  mockedLoad.mockResolvedValue(lifecycles);
  await expect(loadRemoteModule(account, './app')).resolves.toBe(lifecycles);
  expect(mockedLoad).toHaveBeenCalledWith('mf_account/app');
});

it('retries once with a fresh registration when the first attempt fails', async () => {
  const lifecycles = { mount: jest.fn() };
  mockedLoad
    .mockResolvedValueOnce({ [OFFLINE_REMOTE]: true, id: 'mf_events/app', error: 'down' })
    .mockResolvedValueOnce(lifecycles);
  await expect(loadRemoteModule(remote, './app')).resolves.toBe(lifecycles);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_events', entry: remote.entry }], { force: true });
});

it('gives up as unavailable when the remote stays down', async () => {
  mockedLoad.mockRejectedValue(new Error('Failed to fetch'));
  await expect(loadRemoteModule(remote, './app')).rejects.toBeInstanceOf(RemoteUnavailableError);
  expect(mockedLoad).toHaveBeenCalledTimes(2);
});

it('gives up after the timeout when the remote hangs', async () => {
  jest.useFakeTimers();
  mockedLoad.mockReturnValue(new Promise(() => undefined));
  const loading = loadRemoteModule(remote, './app', { timeoutMs: 5000 });
  const outcome = expect(loading).rejects.toThrow('Remote module mf_events/app is unavailable');
  jest.advanceTimersByTime(5000);
  await outcome;
  jest.useRealTimers();
});

describe('a failed load never evicts what already runs', () => {
  it('does not register anew a remote of which a module has loaded in the page', async () => {
    const catalogue = {
      app: 'catalogue' as const,
      name: 'mf_catalogue',
      entry: 'http://localhost:3001/remoteEntry.js',
    };
    const section = { mount: jest.fn() };
    mockedLoad
      .mockResolvedValueOnce(section)
      .mockResolvedValueOnce({ [OFFLINE_REMOTE]: true, id: 'mf_catalogue/app', error: 'chunk down' })
      .mockResolvedValueOnce({ mount: jest.fn() });
    await loadRemoteModule(catalogue, './parcels/new-releases');
    await expect(loadRemoteModule(catalogue, './app', { fresh: true })).resolves.toBeDefined();
    expect(mockedLoad).toHaveBeenCalledTimes(3);
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('does not try again a module whose code cannot run', async () => {
    const store = { app: 'store' as const, name: 'mf_store', entry: 'http://localhost:3003/remoteEntry.js' };
    mockedLoad.mockResolvedValue({
      [OFFLINE_REMOTE]: true,
      id: 'mf_store/app',
      error: new SyntaxError('Unexpected token'),
    });
    await expect(loadRemoteModule(store, './app')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
