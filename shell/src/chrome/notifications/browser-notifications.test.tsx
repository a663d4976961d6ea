import { setLanguage } from '@kora/shared';
import { answerApi, aProfile, resetKernel, signInAs, startApiServer } from '@kora/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../header';
import { LocationProbe, renderInShell } from '../render-in-shell';
import {
  aNotification,
  fakeBrowserNotifications,
  removeBrowserNotifications,
  serveNotifications,
} from './notifications.test-support';

startApiServer();

const SWITCH = 'Recevoir aussi les notifications du navigateur';

async function renderSignedIn() {
  const api = serveNotifications([]);
  signInAs();
  const user = userEvent.setup();
  const { unmount } = await renderInShell(
    <>
      <Header />
      <LocationProbe />
    </>,
  );
  await waitFor(() => expect(api.openStreams()).toBe(1));
  await user.click(screen.getByRole('button', { name: /^Notifications/ }));
  const panel = within(document.getElementById('kora-header-notifications')!);
  await panel.findByText('Aucune notification');
  return { api, user, panel, unmount };
}

const bought = () =>
  aNotification({ id: 500, kind: 'purchase-confirmed', params: { title: 'Soleil' }, link: '/release/12' });

beforeEach(() => {
  resetKernel();
  // The signed-in header reads the account for its creator link.
  answerApi({ '/profile': aProfile() });
});
afterEach(() => {
  removeBrowserNotifications();
});

describe('Browser notifications', () => {
  it('asks the permission when switched on, then shows each live notification outside the page', async () => {
    const browser = fakeBrowserNotifications('default', 'granted');
    const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
    const { api, user, panel } = await renderSignedIn();
    const toggle = panel.getByRole('switch', { name: SWITCH });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(toggle).toBeChecked();

    api.notify(bought());
    await waitFor(() => expect(browser.shown).toHaveLength(1));
    expect(browser.shown[0].title).toBe('Achat confirmé');
    expect(browser.shown[0].options).toMatchObject({ body: '« Soleil » est dans votre bibliothèque.', lang: 'fr' });

    act(() => browser.shown[0].instance.onclick?.());
    expect(focus).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/release/12');
    focus.mockRestore();
  });

  it('writes them in the language of the page', async () => {
    const browser = fakeBrowserNotifications('granted');
    const { api, user, panel } = await renderSignedIn();
    await user.click(panel.getByRole('switch', { name: SWITCH }));
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await act(() => setLanguage('es'));

    api.notify(bought());
    await waitFor(() => expect(browser.shown).toHaveLength(1));
    expect(browser.shown[0].title).toBe('Compra confirmada');
    expect(browser.shown[0].options.body).toBe('«Soleil» ya está en tu biblioteca.');
  });

  it('remembers the choice on this device', async () => {
    fakeBrowserNotifications('granted');
    const first = await renderSignedIn();
    await first.user.click(first.panel.getByRole('switch', { name: SWITCH }));
    expect(first.panel.getByRole('switch', { name: SWITCH })).toBeChecked();

    first.unmount();

    const second = await renderSignedIn();
    expect(second.panel.getByRole('switch', { name: SWITCH })).toBeChecked();
  });

  it('shows nothing while the switch is off', async () => {
    const browser = fakeBrowserNotifications('granted');
    const { api, panel } = await renderSignedIn();
    expect(panel.getByRole('switch', { name: SWITCH })).not.toBeChecked();

    api.notify(bought());
    await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(1));
    expect(browser.shown).toEqual([]);
  });

  it('stays off and says why when the browser blocks them', async () => {
    const browser = fakeBrowserNotifications('default', 'denied');
    const { api, user, panel } = await renderSignedIn();
    await user.click(panel.getByRole('switch', { name: SWITCH }));

    const toggle = panel.getByRole('switch', { name: SWITCH });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(
      'Bloquées par votre navigateur : autorisez-les dans les réglages du site pour les recevoir.',
    );

    api.notify(bought());
    await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(1));
    expect(browser.shown).toEqual([]);
  });

  it('offers no switch where the browser has no notifications', async () => {
    const { panel } = await renderSignedIn();
    expect(panel.queryByRole('switch')).not.toBeInTheDocument();
  });
});
