import { screen, within } from '@testing-library/react';
import { firstContentReads, readAddress, renderFirstContent, visitorLanguage } from './render-first-content';

const API = 'https://api.kora.example';
const cover = (name: string) => `${API}/uploads/images/demo/covers/${name}.png`;

function draw(route: Parameters<typeof renderFirstContent>[0]['route'], data: unknown, titles = {}) {
  document.body.innerHTML = renderFirstContent({ route, data, titles, language: 'fr', apiUrl: API });
}

describe("a public page's first content, drawn by the server", () => {
  it("shows a release's title and its cover first, with its AVIF and WebP copies", () => {
    draw('release', { id: 4, title: 'Minuit Quarante', artist: 'Les Ondes Nocturnes', cover: cover('release-4') }, {
      release: 'Sortie',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sortie : Minuit Quarante' })).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'Minuit Quarante' });
    expect(picture).toHaveAttribute('src', cover('release-4'));
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('loading', 'eager');
    const sources = document.querySelectorAll('picture source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toContain(`${API}/uploads/images/demo/covers/release-4.w640.avif 640w`);
  });

  it('shows the first releases as links under the screen title, the first two pictures fetched first', () => {
    draw(
      'releases',
      [
        { id: 4, title: 'Minuit Quarante', artist: 'Les Ondes Nocturnes', cover: cover('release-4') },
        { id: 9, title: 'Soleil de Noailles', artist: 'Aya Diop', cover: cover('release-9') },
        { id: 2, title: 'Dakar Paris', artist: 'Malik Sy', cover: null },
      ],
      { releases: 'Sorties' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sorties' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/release/4', '/release/9', '/release/2']);
    expect(within(links[1]).getByText('Aya Diop')).toBeInTheDocument();
    const pictures = document.querySelectorAll('img');
    expect([...pictures].map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', null]);
    expect(pictures[2]).toHaveAttribute('src', '/img/covers/cover.svg');
  });

  it("shows the home's welcome, then its first banner", () => {
    draw('home', [{ id: 1, title: 'Concerts à venir', text: 'Réservez vos places.', imageUrl: cover('banner-1') }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue sur Kora' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Concerts à venir' })).toBeInTheDocument();
    expect(screen.getByText('Réservez vos places.')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it("reads each public page's data with the call its screen makes, and nothing for other pages", () => {
    expect(readAddress(firstContentReads('release', { id: '12' })!)).toBe('/releases/12');
    expect(readAddress(firstContentReads('releases', {})!)).toBe('/releases?limit=6');
    expect(readAddress(firstContentReads('events', {})!)).toBe('/events?limit=6&status=upcoming');
    expect(firstContentReads('release', { id: '../admin' })).toBeNull();
    expect(firstContentReads('cart', {})).toBeNull();
  });
});

describe("the visitor's language", () => {
  it("is the one they chose on the site, else their browser's first one the site speaks, else French", () => {
    expect(visitorLanguage({ cookie: 'es', acceptLanguage: 'en-GB,en;q=0.9' })).toBe('es');
    expect(visitorLanguage({ cookie: null, acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8,fr;q=0.7' })).toBe('en');
    expect(visitorLanguage({ cookie: null, acceptLanguage: 'fr;q=0.5,es;q=0.9' })).toBe('es');
    expect(visitorLanguage({ cookie: null })).toBe('fr');
    expect(visitorLanguage({ cookie: '<script>', acceptLanguage: 'en' })).toBe('fr');
  });
});
