import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfigObject } from 'single-spa';
import { initI18n, setLanguage } from '@kora/shared';
import { provideParcelLoader } from './parcel-loader';
import { RemoteParcel } from './remote-parcel';

const load = jest.fn<Promise<ParcelConfigObject>, [unknown]>();

beforeAll(async () => {
  await initI18n();
  setLanguage('fr');
  provideParcelLoader((request) => load(request));
});
beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const areaOf = (props: object) => (props as { domElement: HTMLElement }).domElement;

const managerParcel = (): ParcelConfigObject => ({
  bootstrap: async () => undefined,
  mount: async (props) => {
    areaOf(props).innerHTML = '<h2>Mes événements</h2>';
  },
  unmount: async (props) => {
    areaOf(props).innerHTML = '';
  },
});

it("mounts the other remote's parcel in place", async () => {
  load.mockResolvedValue(managerParcel());
  render(<RemoteParcel parcel="my-events-manager" />);
  expect(await screen.findByRole('heading', { name: 'Mes événements' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith({ app: 'events', expose: './parcels/my-events-manager', fresh: false });
});

it('shows the section-unavailable message when the parcel cannot load, and Retry loads it afresh', async () => {
  load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(managerParcel());
  render(<RemoteParcel parcel="my-events-manager" />);
  expect(await screen.findByText('Cette section est momentanément indisponible.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { name: 'Mes événements' })).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith({ app: 'events', expose: './parcels/my-events-manager', fresh: true });
});
