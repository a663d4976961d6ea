/**
 * @jest-environment node
 */
/// <reference types="@testing-library/jest-dom" />
import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { renderChrome, type ChromeMarkup, type ChromeRequest } from './render-chrome';

/** The page a browser receives, before any script: each place of the chrome filled with the server's markup. */
function pageOf(markup: ChromeMarkup): HTMLElement {
  const { document } = new JSDOM(`<!doctype html><html><body>
    <div id="kora-banners">${markup.banners}</div>
    <div id="kora-header">${markup.header}</div>
    <div id="kora-sidebar">${markup.sidebar}</div>
    <main id="kora-main"></main>
    <div id="kora-footer">${markup.footer}</div>
    <div id="kora-player">${markup.player}</div>
  </body></html>`).window;
  return document.body;
}

function visit(request: ChromeRequest) {
  const body = pageOf(renderChrome(request));
  return { body, page: within(body) };
}

describe('the chrome drawn by the server', () => {
  it('greets a first-time French visitor with the cookie banner, the sign-in link and the whole chrome', () => {
    const { page } = visit({ language: 'fr', pathname: '/releases', cookiesAnswered: false });

    const banner = within(page.getByRole('region', { name: 'Cookies' }));
    expect(banner.getByRole('button', { name: 'Accepter les cookies' })).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Notre usage des cookies' })).toHaveAttribute('href', '/privacy');

    const header = within(page.getByRole('banner'));
    expect(header.getByRole('link', { name: "Kora, retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/signin?next=%2Freleases');
    expect(header.getByRole('button', { name: 'Panier, 0 article' })).toBeInTheDocument();
    expect(header.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');

    const sidebar = within(page.getByRole('navigation', { name: 'Navigation principale' }));
    expect(sidebar.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Voir mon forfait', '/profile'],
      ['Accueil', '/'],
      ['Artistes', '/artists'],
      ['Événements', '/events'],
      ['Podcasts', '/podcasts'],
      ['Boutique', '/store'],
      ['Actualités', '/news'],
      ['À propos', '/about'],
      ['Contact', '/contact'],
      ['Bibliothèque', '/library'],
      ['Profil', '/profile'],
      ['Connexion', '/signin'],
      ['Inscription', '/register'],
    ]);
    expect(sidebar.getByRole('combobox', { name: 'Devise' })).toHaveValue('EUR');
    expect(sidebar.queryByRole('button', { name: 'Déconnexion' })).not.toBeInTheDocument();

    const footer = within(page.getByRole('contentinfo'));
    expect(footer.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Contact',
      'Parcourir',
      'Aide',
      'À propos',
      'Suivez-nous',
      'Newsletter',
    ]);
    expect(footer.getByRole('link', { name: 'Sorties' })).toHaveAttribute('href', '/releases');

    const player = within(page.getByRole('region', { name: 'Lecteur audio' }));
    expect(player.getByText('Aucune lecture en cours')).toBeInTheDocument();
    expect(player.getByRole('button', { name: 'Lecture' })).toBeDisabled();
  });

  it('draws an English page without the banner once cookies were answered, the current section marked', () => {
    const { body, page } = visit({ language: 'en', pathname: '/events', cookiesAnswered: true });

    expect(page.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
    expect(body.querySelector('#kora-banners')).toBeEmptyDOMElement();

    const header = within(page.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?next=%2Fevents');
    expect(header.getByRole('combobox', { name: 'Language' })).toHaveValue('en');

    const sidebar = within(page.getByRole('navigation', { name: 'Main navigation' }));
    expect(sidebar.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signin');

    expect(
      within(page.getByRole('contentinfo', { name: 'Footer' })).getByRole('link', { name: 'Releases' }),
    ).toHaveAttribute('href', '/releases');
    expect(within(page.getByRole('region', { name: 'Audio player' })).getByText('Nothing playing')).toBeInTheDocument();
  });

  it('gives each field of the page its own label, and asks for no picture ahead of the page', () => {
    const markup = renderChrome({ language: 'fr', pathname: '/', cookiesAnswered: false });
    const body = pageOf(markup);

    const ids = Array.from(body.querySelectorAll('[id]'), (element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(within(body).getAllByRole('combobox', { name: 'Langue' })).toHaveLength(2);
    expect(Object.values(markup).join('')).not.toContain('<link');
  });
});
