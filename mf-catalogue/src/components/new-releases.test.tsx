import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { addTranslations, http, initI18n, setLanguage, usePlayerStore } from '@kora/shared';
import type { ReleaseSummary } from '@kora/shared/contracts';
import { translations } from '../locales';
import { NewReleases } from './new-releases';

const release: ReleaseSummary = {
  id: 4,
  title: 'Minuit Quarante',
  type: 'single',
  genre: 'Electronic',
  releaseDate: '2026-11-20T09:00:00.000Z',
  cover: 'http://localhost:4000/uploads/images/release-4.png',
  coverImage: 'http://localhost:4000/uploads/images/release-4.png',
  artist: 'Les Ondes Nocturnes',
  artistId: 2,
  artistSlug: 'les-ondes-nocturnes',
  likes: 640,
  playsCount: 12400,
  trackCount: 1,
  duration: 10,
  audioFileUrl: 'http://localhost:4000/uploads/audio/track-4-1.wav',
  price: 1.99,
  priceMinor: 199,
  currency: 'EUR',
};

beforeAll(async () => {
  await initI18n();
  setLanguage('fr');
  addTranslations('catalogue', translations);
});

afterEach(() => jest.restoreAllMocks());

const renderSection = () =>
  render(
    <MemoryRouter>
      <NewReleases />
    </MemoryRouter>,
  );

it('lists the newest releases with their artist link and counts, and plays one', async () => {
  const get = jest.spyOn(http, 'get').mockResolvedValue([release]);
  renderSection();
  expect(await screen.findByRole('link', { name: 'Minuit Quarante' })).toHaveAttribute('href', '/release/4');
  expect(get).toHaveBeenCalledWith('/releases', expect.objectContaining({ query: { limit: 8 } }));
  expect(screen.getByRole('link', { name: 'Les Ondes Nocturnes' })).toHaveAttribute(
    'href',
    '/artist/les-ondes-nocturnes',
  );
  expect(screen.getByText('12.4K écoutes')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Écouter Minuit Quarante' }));
  expect(usePlayerStore.getState().track?.audioUrl).toBe(release.audioFileUrl);
});

it('says when there is nothing yet', async () => {
  jest.spyOn(http, 'get').mockResolvedValue([]);
  renderSection();
  expect(await screen.findByText('No releases available')).toBeInTheDocument();
  expect(screen.getByText('Come back later to discover new releases!')).toBeInTheDocument();
});

it('shows the error with a Retry that loads again', async () => {
  const get = jest.spyOn(http, 'get').mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([release]);
  renderSection();
  expect(await screen.findByText('Error loading releases')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('link', { name: 'Minuit Quarante' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledTimes(2);
});
