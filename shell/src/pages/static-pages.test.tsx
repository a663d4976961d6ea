import { screen, within } from '@testing-library/react';
import { renderInShell } from '../chrome/render-in-shell';
import { AboutPage } from './about-page';
import { NotFoundPage } from './not-found-page';
import { PrivacyPage } from './privacy-page';

describe('AboutPage', () => {
  it('shows the mission, four numbered steps, four features and three plans with sign-up links', async () => {
    await renderInShell(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'À propos de Kora' })).toBeInTheDocument();
    expect(document.title).toBe('À propos de Kora · Kora');
    expect(screen.getByRole('heading', { name: 'Notre mission' })).toBeInTheDocument();

    const steps = screen.getByRole('region', { name: 'Comment ça marche' });
    expect(within(steps).getByRole('list').tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Points forts' })).getAllByRole('listitem')).toHaveLength(4);

    const plans = screen.getByRole('region', { name: 'Nos forfaits' });
    const cards = within(plans)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.closest('li')!);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Gratuit',
      'Starter',
      'Premium',
    ]);
    expect(cards[0]).toHaveTextContent('0,00 €');
    expect(cards[1]).toHaveTextContent('9,99 €');
    expect(cards[2]).toHaveTextContent('19,99 €');
    expect(cards[0]).toHaveTextContent('Écoute avec publicités');
    expect(cards[2]).toHaveTextContent('15 % de remise en boutique');
    expect(within(cards[2]).getByRole('link', { name: "S'inscrire au forfait Premium" })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

describe('PrivacyPage', () => {
  it('lists the policy sections', async () => {
    await renderInShell(<PrivacyPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Données collectées',
      'Utilisation des données',
      'Partage des données',
      'Sécurité',
      'Vos droits (RGPD)',
      'Nous contacter',
    ]);
  });
});

describe('NotFoundPage', () => {
  it('says the page does not exist and links home', async () => {
    await renderInShell(<NotFoundPage />, '/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });
});
