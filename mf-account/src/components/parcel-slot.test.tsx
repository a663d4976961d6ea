import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfigObject } from 'single-spa';
import { loadFederatedParcel } from '../lib/load-federated-parcel';
import { loadFrenchTexts, renderScreen } from '../testing/render-screen';
import { ParcelSlot } from './parcel-slot';

jest.mock('../lib/load-federated-parcel', () => ({ loadFederatedParcel: jest.fn() }));
const load = jest.mocked(loadFederatedParcel);

beforeAll(loadFrenchTexts);
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
  renderScreen(<ParcelSlot module="mf_events/parcels/my-events-manager" />);
  expect(await screen.findByRole('heading', { name: 'Mes événements' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_events/parcels/my-events-manager', { fresh: false });
});

it('shows the section-unavailable message when the parcel cannot load, and Retry loads it afresh', async () => {
  load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(managerParcel());
  renderScreen(<ParcelSlot module="mf_events/parcels/my-events-manager" />);
  expect(await screen.findByText('Cette section est momentanément indisponible.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { name: 'Mes événements' })).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('mf_events/parcels/my-events-manager', { fresh: true });
});
