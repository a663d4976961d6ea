import { useCurrencyStore, useSessionStore } from '@kora/shared';
import { answerApi, aProfile, expectNothingAsked, startApiServer } from '@kora/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from './render-in-shell';
import { Sidebar } from './sidebar';

const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'Navigation principale' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const SUPPORTED = [
  { code: 'EUR', symbol: '€', decimals: 2, rate: 1 },
  { code: 'XOF', symbol: 'FCFA', decimals: 0, rate: 655.957 },
  { code: 'USD', symbol: 'USD', decimals: 2, rate: 1.1 },
];

startApiServer();
beforeEach(() => {
  localStorage.clear();
  act(() => {
    useSessionStore.getState().signOut();
    useCurrencyStore.getState().setCurrency('EUR');
  });
  answerApi({ '/currency/supported': SUPPORTED, '/profile': aProfile({ currency: 'EUR' }) });
});

describe('Sidebar', () => {
  it('shows the navigation in French with Login and Register to a visitor', async () => {
    await renderInShell(<Sidebar />);
    expect(linkNames()).toEqual([
      'Accueil',
      'Artistes',
      'Événements',
      'Podcasts',
      'Boutique',
      'Actualités',
      'À propos',
      'Contact',
      'Bibliothèque',
      'Profil',
      'Connexion',
      'Inscription',
    ]);
    expect(screen.getByRole('link', { name: 'Boutique' })).toHaveAttribute('href', '/store');
    expect(screen.getByRole('link', { name: 'Bibliothèque' })).toHaveAttribute('href', '/library');
    expect(screen.getByRole('link', { name: 'Voir mon forfait' })).toHaveAttribute('href', '/profile');
  });

  it('marks the current page and offers Logout to a signed-in user', async () => {
    act(() => useSessionStore.getState().signIn({ token: 'jwt', username: 'aminata' }));
    const user = userEvent.setup();
    await renderInShell(<Sidebar />, '/events');
    expect(screen.getByRole('link', { name: 'Événements' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Inscription' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(useSessionStore.getState().username).toBeNull();
    expect(screen.getByRole('link', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('stores the chosen currency', async () => {
    const user = userEvent.setup();
    await renderInShell(<Sidebar />);
    const select = screen.getByRole('combobox', { name: 'Devise' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['EUR', 'XOF', 'USD']);
    await user.selectOptions(select, 'XOF');
    expect(useCurrencyStore.getState().currency).toBe('XOF');
    expect(localStorage.getItem('currency')).toBe('XOF');
    expect(select).toHaveValue('XOF');
  });

  it('holds the language choice for a phone, where the header has no room for it', async () => {
    const user = userEvent.setup();
    await renderInShell(<Sidebar />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'en');
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it("loads the API's rates", async () => {
    await renderInShell(<Sidebar />);
    await waitFor(() => expect(useCurrencyStore.getState().rates.USD).toBe(1.1));
  });

  it("saves a signed-in user's choice on the account, and not a visitor's", async () => {
    const user = userEvent.setup();
    const saved = answerApi({ 'PUT /currency/preference': { currency: 'USD' } });
    await renderInShell(<Sidebar />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Devise' }), 'XOF');
    await expectNothingAsked(saved);

    act(() => useSessionStore.getState().signIn({ token: 'jwt', username: 'aminata' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Devise' }), 'USD');
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ body: { currency: 'USD' } })]));
  });

  it('shows the currency saved on the account once the user signs in', async () => {
    answerApi({ '/profile': aProfile({ currency: 'XOF' }) });
    await renderInShell(<Sidebar />);
    expect(screen.getByRole('combobox', { name: 'Devise' })).toHaveValue('EUR');
    act(() => useSessionStore.getState().signIn({ token: 'jwt', username: 'aminata' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Devise' })).toHaveValue('XOF'));
  });

  it('opens and closes as a drawer from the menu button', async () => {
    const user = userEvent.setup();
    await renderInShell(<Sidebar />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'kora-sidebar-panel');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
