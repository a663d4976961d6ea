import { screen, within } from '@testing-library/react';
import { Footer } from './footer';
import { renderInShell } from './render-in-shell';

describe('Footer', () => {
  it('shows its groups, with every help link leading to the privacy page', async () => {
    await renderInShell(<Footer />);
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Contact', 'Parcourir', 'Aide', 'À propos', 'Suivez-nous', 'Newsletter']);

    const help = screen.getByRole('region', { name: 'Aide' });
    const helpLinks = within(help).getAllByRole('link');
    expect(helpLinks.map((link) => link.textContent)).toEqual([
      'Compte et facturation',
      'Forfaits et tarifs',
      'Appareils compatibles',
      'Accessibilité',
    ]);
    helpLinks.forEach((link) => expect(link).toHaveAttribute('href', '/privacy'));

    const about = screen.getByRole('region', { name: 'À propos' });
    expect(within(about).getByRole('link', { name: "Conditions d'utilisation" })).toHaveAttribute('href', '/privacy');
    expect(within(about).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Sorties' })).toHaveAttribute('href', '/releases');
  });

  it('offers contact links and named social links', async () => {
    await renderInShell(<Footer />);
    expect(screen.getByRole('link', { name: 'contact@kora.example' })).toHaveAttribute(
      'href',
      'mailto:contact@kora.example',
    );
    for (const name of ['Kora sur Facebook', 'Kora sur X', 'Kora sur Instagram', 'Kora sur YouTube']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
  });
});
