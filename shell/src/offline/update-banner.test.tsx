import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addTranslations } from '@kora/shared';
import { renderInShell } from '../chrome/render-in-shell';
import { offlineTranslations } from './locales';
import { OFFLINE_NAMESPACE } from './offline-texts';
import { registerServiceWorker, useShellUpdate } from './service-worker-updates';
import { UpdateBanner } from './update-banner';

type Listener = () => void;
const worker = {
  listeners: new Map<string, Listener[]>(),
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  },
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  },
  register: jest.fn(() => Promise.resolve(undefined)),
  messageSkipWaiting: jest.fn(),
};
jest.mock('workbox-window', () => ({ Workbox: jest.fn(() => worker) }));

beforeAll(() => {
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: {} });
});

describe('a new release of the shell', () => {
  it('is offered, and taken only when the listener chooses to reload', async () => {
    await registerServiceWorker();
    expect(worker.register).toHaveBeenCalledTimes(1);
    await renderInShell(<UpdateBanner />);
    addTranslations(OFFLINE_NAMESPACE, offlineTranslations);
    expect(screen.queryByRole('status', { name: 'Mise à jour de Kora' })).not.toBeInTheDocument();

    act(() => worker.fire('waiting'));
    const banner = await screen.findByRole('status', { name: 'Mise à jour de Kora' });
    expect(banner).toHaveTextContent('Nouvelle version disponible');
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Recharger' }));
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(useShellUpdate.getState().waiting).toBe(true);
  });

  it('registers the worker once however often it is asked', async () => {
    await Promise.all([registerServiceWorker(), registerServiceWorker()]);
    expect(worker.register).toHaveBeenCalledTimes(1);
  });
});
