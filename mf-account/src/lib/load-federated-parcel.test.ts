import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadFederatedParcel } from './load-federated-parcel';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const events = { name: 'mf_events', entry: 'http://localhost:3002/mf-manifest.json' };
const instance = (remotes: object[]) => ({ options: { remotes } });
const parcel = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

beforeEach(() => {
  jest.mocked(getInstance).mockImplementation(((finder?: (i: unknown) => boolean) => {
    const own = instance([]);
    const shell = instance([events]);
    if (!finder) return own;
    return [own, shell].find(finder) ?? null;
  }) as never);
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockReset();
});

it('registers the remote the shell knows, then loads the parcel through the federation runtime', async () => {
  jest.mocked(loadRemote).mockResolvedValue(parcel);
  await expect(loadFederatedParcel('mf_events/parcels/my-events-manager')).resolves.toBe(parcel);
  expect(registerRemotes).toHaveBeenCalledWith([events], { force: false });
  expect(loadRemote).toHaveBeenCalledWith('mf_events/parcels/my-events-manager');
});

it('accepts a default export', async () => {
  jest.mocked(loadRemote).mockResolvedValue({ default: parcel });
  await expect(loadFederatedParcel('mf_events/parcels/my-events-manager')).resolves.toBe(parcel);
});

it('fails when the module is not a parcel, when the remote is unknown, or when it takes too long', async () => {
  jest.mocked(loadRemote).mockResolvedValueOnce({ something: true });
  await expect(loadFederatedParcel('mf_events/parcels/my-events-manager')).rejects.toThrow('is not a parcel');
  await expect(loadFederatedParcel('mf_nowhere/parcels/x')).rejects.toThrow('not registered');
  jest.mocked(loadRemote).mockReturnValueOnce(new Promise(() => undefined));
  await expect(loadFederatedParcel('mf_events/parcels/my-events-manager', { timeoutMs: 20 })).rejects.toThrow(
    'took longer',
  );
});
