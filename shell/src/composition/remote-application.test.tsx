import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { addTranslations, initI18n, setLanguage, STORAGE_KEYS, TAKEN_OVER_EVENT } from '@kora/shared';
import { loadRemoteModule, RemoteUnavailableError } from './load-remote-module';
import { OFFLINE_REMOTE } from './offline-remote-plugin';
import { holdServerScreens } from './held-taps';
import { remoteApplication } from './remote-application';

jest.mock('./load-remote-module', () => ({
  ...jest.requireActual('./load-remote-module'),
  loadRemoteModule: jest.fn(),
}));

const remote = { app: 'events' as const, name: 'mf_events', entry: 'http://localhost:3002/remoteEntry.js' };
const mockedLoad = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function fakeRemote(text: string) {
  return {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async (props: { domElement: HTMLElement }) => {
      props.domElement.innerHTML = `<h1>${text}</h1>`;
    }),
    unmount: jest.fn(async (props: { domElement: HTMLElement }) => {
      props.domElement.innerHTML = '';
    }),
  };
}

beforeAll(async () => {
  await initI18n();
  setLanguage('fr');
  addTranslations('shell', { fr: {}, en: {}, es: {} });
});

beforeEach(() => {
  mockedLoad.mockReset();
  document.body.innerHTML = '<main id="main" class="kora-remote"></main>';
});

const container = () => document.getElementById('main') as HTMLElement;

it('mounts the remote into its area and unmounts it on leaving', async () => {
  const events = fakeRemote('Événements');
  mockedLoad.mockResolvedValue(events);
  const app = remoteApplication(remote, container());
  await act(async () => app.mount({ name: 'events' } as never));
  expect(await screen.findByRole('heading', { name: 'Événements' })).toBeInTheDocument();
  await act(async () => app.unmount({ name: 'events' } as never));
  expect(screen.queryByRole('heading', { name: 'Événements' })).not.toBeInTheDocument();
  expect(events.unmount).toHaveBeenCalledTimes(1);
});

it('shows the section-unavailable message when the remote cannot load, and Retry loads it again', async () => {
  mockedLoad.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(fakeRemote('Événements'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const app = remoteApplication(remote, container());
  await act(async () => app.mount({ name: 'events' } as never));
  const retry = await screen.findByRole('button', { name: 'Réessayer' });
  expect(screen.getByText('Cette section est momentanément indisponible.')).toBeInTheDocument();
  await act(async () => retry.click());
  expect(await screen.findByRole('heading', { name: 'Événements' })).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenLastCalledWith(remote, './app', { fresh: true });
  await waitFor(() =>
    expect(screen.queryByText('Cette section est momentanément indisponible.')).not.toBeInTheDocument(),
  );
});

it('contains a remote that throws while mounting', async () => {
  const broken = fakeRemote('x');
  broken.mount.mockRejectedValue(new Error('boom'));
  mockedLoad.mockResolvedValue(broken);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const app = remoteApplication(remote, container());
  await act(async () => app.mount({ name: 'events' } as never));
  expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});

it('replaces the loading state with the remote’s first screen as soon as the remote draws it', async () => {
  let finishMount: () => void = () => undefined;
  mockedLoad.mockResolvedValue({
    bootstrap: jest.fn(async () => undefined),
    // Draws its screen, then takes its time before the mount settles (data, translations…).
    mount: jest.fn(async (props: { domElement: HTMLElement }) => {
      props.domElement.innerHTML = '<h1>Événements</h1>';
      await new Promise<void>((resolve) => (finishMount = resolve));
    }),
    unmount: jest.fn(async () => undefined),
  });
  const app = remoteApplication(remote, container());
  await act(async () => {
    void app.mount({ name: 'events' } as never);
  });
  expect(await screen.findByRole('heading', { name: 'Événements' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await act(async () => finishMount());
});

describe('a remote whose code cannot run in this page', () => {
  const updated = 'Cette section a été mise à jour — rechargez la page.';
  const offline = (error: unknown) => ({ [OFFLINE_REMOTE]: true, id: 'mf_events/app', error });

  it.each([
    ['its entry has a syntax error', new SyntaxError("Unexpected token '<'")],
    ['it no longer exposes the module', new Error('Module "./app" does not exist in container.')],
  ])('asks for a reload, without Retry, when %s', async (_case, cause) => {
    mockedLoad.mockRejectedValue(new RemoteUnavailableError('mf_events/app', offline(cause)));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = remoteApplication(remote, container());
    await act(async () => app.mount({ name: 'events' } as never));
    expect(await screen.findByRole('alert')).toHaveTextContent(updated);
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('asks for a reload when it throws a TypeError while mounting (a kernel it was not built against)', async () => {
    const skewed = fakeRemote('x');
    skewed.mount.mockRejectedValue(new TypeError('(0 , _kora_shared.formatNew) is not a function'));
    mockedLoad.mockResolvedValue(skewed);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = remoteApplication(remote, container());
    await act(async () => app.mount({ name: 'events' } as never));
    expect(await screen.findByRole('alert')).toHaveTextContent(updated);
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });
});

const drawn = () => {
  container().innerHTML =
    '<div data-kora-first-content><h1>Événements à venir</h1><button type="button">Réserver</button></div>';
  return container().firstElementChild as HTMLElement;
};

describe("an area whose first screen the site's server drew, on a device that shows its own (signed in)", () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.token, 'token'));
  afterEach(() => localStorage.clear());

  it('shows it instead of a loading state, and mounts the remote on it to take it over', async () => {
    const block = drawn();
    let finishLoad: (remote: ReturnType<typeof fakeRemote>) => void = () => undefined;
    mockedLoad.mockReturnValue(new Promise((resolve) => (finishLoad = resolve)));
    const app = remoteApplication(remote, container());
    await act(async () => app.mount({ name: 'events' } as never));
    expect(screen.getByRole('heading', { name: 'Événements à venir' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const events = fakeRemote('Événements');
    const given: string[] = [];
    events.mount.mockImplementation(async (props: { domElement: HTMLElement }) => {
      given.push(props.domElement.outerHTML);
    });
    await act(async () => finishLoad(events));
    // The remote was given the server's block as it came, for it to take over.
    expect(events.mount).toHaveBeenCalledWith(expect.objectContaining({ domElement: block }));
    expect(given).toEqual([
      '<div data-kora-first-content=""><h1>Événements à venir</h1><button type="button">Réserver</button></div>',
    ]);
  });

  it('drops it when the visitor went elsewhere before the remote came', async () => {
    const block = drawn();
    let finishLoad: (remote: ReturnType<typeof fakeRemote>) => void = () => undefined;
    mockedLoad.mockReturnValue(new Promise((resolve) => (finishLoad = resolve)));
    const app = remoteApplication(remote, container());
    await act(async () => app.mount({ name: 'events' } as never));
    window.history.pushState(null, '', '/events?type=concert');
    const events = fakeRemote('Concerts');
    const given: string[] = [];
    events.mount.mockImplementation(async (props: { domElement: HTMLElement }) => {
      given.push(props.domElement.innerHTML);
      props.domElement.innerHTML = '<h1>Concerts</h1>';
    });
    await act(async () => finishLoad(events));
    expect(given).toEqual(['']);
    expect(block.hasAttribute('data-kora-first-content')).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Concerts' })).toBeInTheDocument();
    window.history.pushState(null, '', '/');
  });

  it('gives way to the contained message when the remote cannot load', async () => {
    drawn();
    mockedLoad.mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = remoteApplication(remote, container());
    await act(async () => app.mount({ name: 'events' } as never));
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Événements à venir' })).not.toBeInTheDocument();
  });
});

describe("an area whose first screen the site's server drew, on a first visit", () => {
  it("leaves the server's screen as it is until the visitor's first gesture, then mounts the remote on it", async () => {
    const block = drawn();
    const events = fakeRemote('Événements');
    events.mount.mockImplementation(async () => undefined);
    mockedLoad.mockResolvedValue(events);
    const app = remoteApplication(remote, container());
    await act(async () => app.mount({ name: 'events' } as never));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(mockedLoad).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Événements à venir' })).toBeInTheDocument();

    await act(async () => fireEvent.scroll(window));
    await waitFor(() => expect(events.mount).toHaveBeenCalledWith(expect.objectContaining({ domElement: block })));
  });

  it('hands a press made before the take-over to the remote once it has taken the screen over', async () => {
    const block = drawn();
    // As the page's first script does.
    holdServerScreens();
    const pressed = jest.fn();
    const events = fakeRemote('Événements');
    events.mount.mockImplementation(async (props: { domElement: HTMLElement }) => {
      // As React does: the same elements, now answering, then the block says it was taken over.
      props.domElement.querySelector('button')?.addEventListener('click', pressed);
      setTimeout(() => props.domElement.dispatchEvent(new Event(TAKEN_OVER_EVENT)), 10);
    });
    mockedLoad.mockResolvedValue(events);
    const app = remoteApplication(remote, container());
    await act(async () => app.mount({ name: 'events' } as never));

    const button = screen.getByRole('button', { name: 'Réserver' });
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    expect(pressed).not.toHaveBeenCalled();
    await waitFor(() => expect(events.mount).toHaveBeenCalled());
    await waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(block).toContainElement(button);
  });

  it('draws the screen of the new address when the visitor goes back before any gesture', async () => {
    const block = drawn();
    const events = fakeRemote('Concerts');
    mockedLoad.mockResolvedValue(events);
    const app = remoteApplication(remote, container());
    await act(async () => app.mount({ name: 'events' } as never));
    window.history.pushState(null, '', '/events?type=concert');
    await act(async () => fireEvent.popState(window));
    expect(await screen.findByRole('heading', { name: 'Concerts' })).toBeInTheDocument();
    expect(block).not.toHaveTextContent('Événements à venir');
    window.history.pushState(null, '', '/');
  });
});
