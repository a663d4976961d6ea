import { act, fireEvent, screen } from '@testing-library/react';
import { CookieBanner } from './cookie-banner';
import { renderInShell } from './render-in-shell';

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'cookiesAccepted=; Path=/; Max-Age=0';
});
afterEach(() => jest.useRealTimers());

describe('CookieBanner', () => {
  it('shows the store promotion 300 ms after cookies are accepted, until it is closed', async () => {
    await renderInShell(<CookieBanner />);
    jest.useFakeTimers();
    expect(screen.getByRole('region', { name: 'Cookies' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Accepter les cookies' }));
    expect(localStorage.getItem('cookiesAccepted')).toBe('true');
    // The site's server, which draws the next pages, learns it too.
    expect(document.cookie).toContain('cookiesAccepted=true');
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(299));
    expect(screen.queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    // Its code was asked for at the click: it shows as soon as it is there.
    expect(await screen.findByRole('link', { name: 'Découvrir la boutique' })).toHaveAttribute('href', '/store');

    fireEvent.click(screen.getByRole('button', { name: 'Fermer la promotion' }));
    expect(screen.queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument();
  });

  it('stays hidden once cookies were accepted on an earlier visit, and tells the server', async () => {
    localStorage.setItem('cookiesAccepted', 'true');
    const { container } = await renderInShell(<CookieBanner />);
    expect(container).toBeEmptyDOMElement();
    expect(document.cookie).toContain('cookiesAccepted=true');
  });
});
