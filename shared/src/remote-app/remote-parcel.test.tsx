import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfigObject } from 'single-spa';
import { initI18n, setLanguage } from '@kora/shared';
import { provideParcelLoader } from './parcel-loader';
import { RemoteParcel } from './remote-parcel';
import { FakeIntersectionObserver } from './viewport.test-support';

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

/** A parcel that shows one heading in its area. */
const parcelShowing = (heading: string): ParcelConfigObject => ({
  bootstrap: async () => undefined,
  mount: async (props) => {
    areaOf(props).innerHTML = `<h2>${heading}</h2>`;
  },
  unmount: async (props) => {
    areaOf(props).innerHTML = '';
  },
});
const managerParcel = () => parcelShowing('Mes événements');
/** A home section's parcel: the partners' logos under their heading. */
const partnersParcel = () => parcelShowing('Partenaires');

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

it('asks for a reload, not a retry, when the parcel comes from a release the page cannot run', async () => {
  load.mockRejectedValue(Object.assign(new Error('RUNTIME-014'), { permanent: true }));
  render(<RemoteParcel parcel="my-events-manager" />);
  expect(await screen.findByText(/Cette section a été mise à jour/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
});

describe('a quiet parcel (a small extra beside something else)', () => {
  const slotOf = (container: HTMLElement) => container.querySelector('[data-parcel-slot="player-track-actions"]');

  it('shows no skeleton while its code arrives, then the piece', async () => {
    let arrive: (parcel: ParcelConfigObject) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { container } = render(<RemoteParcel parcel="player-track-actions" className="actions" quiet />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(slotOf(container)).toBeEmptyDOMElement();
    expect(slotOf(container)).toHaveClass('actions');

    await act(async () => arrive(parcelShowing('Actions du titre')));
    expect(await screen.findByRole('heading', { name: 'Actions du titre' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith({ app: 'catalogue', expose: './parcels/player-track-actions', fresh: false });
  });

  it.each([
    ['its remote cannot be reached', new Error('offline')],
    ['its remote is a release the page cannot run', Object.assign(new Error('RUNTIME-014'), { permanent: true })],
  ])('shows nothing when %s', async (_, failure) => {
    load.mockRejectedValue(failure);
    const { container } = render(<RemoteParcel parcel="player-track-actions" className="actions" quiet />);
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    // The failure's render, which looks like the quiet loading state on purpose.
    await act(async () => undefined);
    expect(slotOf(container)).toBeEmptyDOMElement();
    expect(slotOf(container)).toHaveClass('actions');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('a parcel below the fold', () => {
  beforeEach(() => FakeIntersectionObserver.install());
  afterEach(() => FakeIntersectionObserver.uninstall());

  it('fetches its remote only once its slot comes near the viewport', async () => {
    load.mockResolvedValue(partnersParcel());
    render(<RemoteParcel parcel="partners" deferUntilNear />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(load).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.watching[0].options.rootMargin).toBe('600px 0px');

    act(() => FakeIntersectionObserver.scrollNear());
    expect(await screen.findByRole('heading', { name: 'Partenaires' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith({ app: 'catalogue', expose: './parcels/partners', fresh: false });
  });

  it("keeps the parcel table's reserved height, announced as loading, until its remote is there", async () => {
    let arrive: (parcel: ParcelConfigObject) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    render(<RemoteParcel parcel="audio-lists" deferUntilNear />);
    expect(screen.getByRole('status')).toHaveStyle({
      '--kora-reserved-narrow': '1247px',
      '--kora-reserved-wide': '448px',
    });

    act(() => FakeIntersectionObserver.scrollNear());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(screen.getByRole('status')).toHaveStyle({ '--kora-reserved-narrow': '1247px' });
    await act(async () => arrive(partnersParcel()));
    expect(await screen.findByRole('heading', { name: 'Partenaires' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is fetched at once where the browser cannot tell where the viewport is', async () => {
    FakeIntersectionObserver.uninstall();
    load.mockResolvedValue(partnersParcel());
    render(<RemoteParcel parcel="partners" deferUntilNear />);
    expect(await screen.findByRole('heading', { name: 'Partenaires' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
