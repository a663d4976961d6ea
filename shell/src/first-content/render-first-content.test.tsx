import { screen } from '@testing-library/react';
import { firstContentReads, readAddress, renderFirstContent, visitorLanguage } from './render-first-content';

const API = 'https://api.kora.example';
const cover = (name: string) => `${API}/uploads/images/demo/covers/${name}.png`;

function draw(data: unknown) {
  document.body.innerHTML = renderFirstContent({ data, language: 'fr', apiUrl: API });
}

describe("the home's first content, drawn by the server", () => {
  it("shows the home's welcome, then its first banner", () => {
    draw([{ id: 1, title: 'Concerts à venir', text: 'Réservez vos places.', imageUrl: cover('banner-1') }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue sur Kora' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Concerts à venir' })).toBeInTheDocument();
    expect(screen.getByText('Réservez vos places.')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it("reads the home's banners with the call the home makes, and nothing for other pages", () => {
    expect(readAddress(firstContentReads('home')!)).toBe('/banners');
    expect(firstContentReads('releases')).toBeNull();
    expect(firstContentReads('cart')).toBeNull();
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
