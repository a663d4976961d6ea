import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, setLanguage } from '../i18n/i18n';
import { ShareLinks, type ShareLinksProps } from './share-links';

beforeAll(async () => {
  await initI18n();
  await setLanguage('fr');
});

const renderLinks = (props: ShareLinksProps, path = '/episode/3?tab=notes#top') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShareLinks {...props} />
    </MemoryRouter>,
  );

const clipboard = (writeText: jest.Mock) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

describe('ShareLinks', () => {
  it('links each network in a new tab, for the page address without query or fragment', () => {
    renderLinks({ title: 'Nuit du ngoni', networks: ['facebook', 'twitter', 'vk', 'whatsapp', 'x'] });
    const page = encodeURIComponent('http://localhost/episode/3');
    expect(screen.getByRole('heading', { level: 2, name: 'Partager' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Partager' })).toBeInTheDocument();
    const facebook = screen.getByRole('link', { name: 'Partager sur Facebook (nouvel onglet)' });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${page}`);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Partager sur Twitter (nouvel onglet)' })).toHaveAttribute(
      'href',
      `https://x.com/intent/tweet?url=${page}&text=Nuit%20du%20ngoni`,
    );
    expect(screen.getByRole('link', { name: 'Partager sur X (nouvel onglet)' })).toHaveTextContent('X');
    expect(screen.getByRole('link', { name: 'Partager sur VK (nouvel onglet)' })).toHaveTextContent('VK');
    expect(screen.getByRole('link', { name: 'Partager sur WhatsApp (nouvel onglet)' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent('Nuit du ngoni http://localhost/episode/3')}`,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shares a given address, under a level 3 heading', () => {
    renderLinks({ title: 'Casquette', url: 'https://kora.example/product/7', networks: ['facebook'], headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Partager' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partager sur Facebook (nouvel onglet)' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://kora.example/product/7')}`,
    );
  });

  it('copies the address and says so, or says it could not', async () => {
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    clipboard(writeText);
    renderLinks({ title: 'Nuit du ngoni', networks: ['x'], copy: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/episode/3');
    expect(await screen.findByRole('status')).toHaveTextContent('Lien copié !');
    await userEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Impossible de copier le lien.');
  });

  it('says it could not copy without a clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderLinks({ title: 'Nuit du ngoni', networks: [], copy: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Impossible de copier le lien.');
  });
});
