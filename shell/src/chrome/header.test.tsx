import { useCartStore, useCurrencyStore, useSessionStore, useToastStore } from '@kora/shared';
import { answerApi, aProfile, startApiServer } from '@kora/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './header';
import { serveNotifications } from './notifications/notifications.test-support';
import { renderInShell } from './render-in-shell';

startApiServer();

/** A signed-in podcast creator with no notifications yet. */
function signIn(profile = aProfile({ username: 'aminata', roles: ['ROLE_USER', 'ROLE_PODCASTER'] })) {
  answerApi({ '/profile': profile });
  const notifications = serveNotifications([]);
  act(() => useSessionStore.getState().signIn({ token: 'jwt', username: 'aminata' }));
  return notifications;
}

beforeEach(() => {
  localStorage.clear();
  act(() => {
    useSessionStore.getState().signOut();
    useCartStore.getState().clear();
    useCurrencyStore.setState({ currency: 'EUR' });
  });
});

describe('Header', () => {
  it('offers the sign-in link and no podcast-creator link to a visitor', async () => {
    await renderInShell(<Header />);
    expect(screen.getByRole('link', { name: "Kora, retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('link', { name: 'Créateur de podcasts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mes billets' })).not.toBeInTheDocument();
  });

  it('shows the user name with its menu to a signed-in user, and logs out with a toast', async () => {
    const notifications = signIn();
    const user = userEvent.setup();
    await renderInShell(<Header />);
    expect(screen.queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Créateur de podcasts' })).toHaveAttribute(
      'href',
      '/podcast-creator',
    );

    await user.click(screen.getByRole('button', { name: 'Menu de aminata' }));
    const menu = document.getElementById('kora-header-user')!;
    // On a phone the header keeps only its icons: the profile is reached from this menu.
    expect(within(menu).getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('link', { name: 'Créateur de podcasts' })).toHaveAttribute(
      'href',
      '/podcast-creator',
    );
    expect(within(menu).getByRole('link', { name: 'Ajouter un podcast' })).toHaveAttribute(
      'href',
      '/podcast-creator/create',
    );
    expect(within(menu).getByRole('link', { name: 'Bibliothèque' })).toHaveAttribute('href', '/library');
    expect(within(menu).getByRole('link', { name: 'Mes favoris' })).toHaveAttribute('href', '/favorites');
    expect(within(menu).getByRole('link', { name: 'Mes billets' })).toHaveAttribute('href', '/tickets');

    await user.click(within(menu).getByRole('button', { name: 'Déconnexion' }));
    expect(useSessionStore.getState().token).toBeNull();
    expect(screen.getByRole('link', { name: 'Connexion' })).toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain('Vous êtes déconnecté.');
    await waitFor(() => expect(notifications.openStreams()).toBe(0));
  });

  it('leads a listener who does not create yet to the profile tab that says how, never to a refusal', async () => {
    signIn(aProfile({ username: 'aminata', roles: ['ROLE_USER'], plan: 'free' }));
    const user = userEvent.setup();
    await renderInShell(<Header />);
    expect(await screen.findByRole('link', { name: 'Devenir créateur' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Créateur de podcasts' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menu de aminata' }));
    const menu = document.getElementById('kora-header-user')!;
    expect(within(menu).getByRole('link', { name: 'Devenir créateur' })).toHaveAttribute('href', '/profile');
    expect(within(menu).queryByRole('link', { name: 'Ajouter un podcast' })).not.toBeInTheDocument();
  });

  it('keeps search, notifications, cart and user menu mutually exclusive', async () => {
    signIn();
    const user = userEvent.setup();
    await renderInShell(<Header />);
    const search = screen.getByRole('button', { name: 'Rechercher' });
    const notifications = screen.getByRole('button', { name: /^Notifications/ });
    const cart = screen.getByRole('button', { name: /^Panier/ });
    const userMenu = screen.getByRole('button', { name: 'Menu de aminata' });
    const all = [search, notifications, cart, userMenu];
    const expanded = () => all.map((button) => button.getAttribute('aria-expanded'));

    await user.click(notifications);
    expect(expanded()).toEqual(['false', 'true', 'false', 'false']);
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeVisible();

    await user.click(cart);
    expect(expanded()).toEqual(['false', 'false', 'true', 'false']);
    expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument();

    await user.click(search);
    expect(expanded()).toEqual(['true', 'false', 'false', 'false']);
    expect(screen.getByRole('combobox', { name: 'Rechercher sur Kora' })).toHaveFocus();

    await user.click(userMenu);
    expect(expanded()).toEqual(['false', 'false', 'false', 'true']);

    await user.keyboard('{Escape}');
    expect(expanded()).toEqual(['false', 'false', 'false', 'false']);
    expect(userMenu).toHaveFocus();

    await user.click(cart);
    fireEvent.mouseDown(document.body);
    expect(cart).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the cart count and its lines from the cart store', async () => {
    const user = userEvent.setup();
    await renderInShell(<Header />);
    expect(screen.getByRole('button', { name: 'Panier, 0 article' })).toBeInTheDocument();

    act(() => {
      useCartStore.getState().add({ id: 1, name: 'T-shirt Kora', price: 25, currency: 'EUR' }, 2);
      useCartStore.getState().add({ id: 2, name: 'Vinyle', price: 19.5, currency: 'EUR' });
    });
    await user.click(screen.getByRole('button', { name: 'Panier, 3 articles' }));
    const lines = within(document.getElementById('kora-header-cart')!).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('2 × T-shirt Kora');
    expect(lines[0]).toHaveTextContent('50,00 €');
    expect(lines[1]).toHaveTextContent('1 × Vinyle');
    expect(lines[1]).toHaveTextContent('19,50 €');
    expect(document.querySelector('.kora-cart-total')).toHaveTextContent('Total69,50 €');
    expect(screen.getByRole('link', { name: 'Voir le panier' })).toHaveAttribute('href', '/cart');
  });

  // Testing Library compares texts with their spaces normalised: '32 798 FCFA' matches the
  // narrow no-break and no-break spaces of '32\u202f798\u00a0FCFA'.
  it('prices the cart in FCFA without decimals, nor a dollar sign, when the visitor picks XOF', async () => {
    const user = userEvent.setup();
    act(() => {
      useCartStore.getState().add({ id: 1, name: 'T-shirt Kora', price: 25, currency: 'EUR' }, 2);
      useCartStore.getState().add({ id: 2, name: 'Vinyle', price: 19.99, currency: 'EUR' });
    });
    await renderInShell(<Header />);
    await user.click(screen.getByRole('button', { name: 'Panier, 3 articles' }));
    const panel = document.getElementById('kora-header-cart')!;
    expect(within(panel).getAllByRole('listitem')[1]).toHaveTextContent('19,99 €');

    act(() => useCurrencyStore.getState().setCurrency('XOF'));
    const lines = within(panel).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('32 798 FCFA');
    expect(lines[1]).toHaveTextContent('13 113 FCFA');
    expect(panel.querySelector('.kora-cart-total')).toHaveTextContent('Total45 910 FCFA');
    expect(panel).not.toHaveTextContent('$');
    expect(panel).not.toHaveTextContent(/\d,\d+ FCFA/);
  });

  it('switches the whole header to the chosen language', async () => {
    const user = userEvent.setup();
    await renderInShell(<Header />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'en');
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(localStorage.getItem('i18nextLng')).toBe('es');
  });
});
