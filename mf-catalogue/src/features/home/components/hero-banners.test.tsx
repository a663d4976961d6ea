import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Banner } from '@kora/shared/contracts';
import { answerApi, renderInPage } from '@kora/shared/testing';
import { catalogueSuite } from '../../../testing/catalogue-suite';
import { HERO_ROTATION_MS, HeroBanners } from './hero-banners';

catalogueSuite();
afterEach(() => jest.useRealTimers());

const banner = (id: number, overrides: Partial<Banner> = {}): Banner => ({
  id,
  title: `Bannière ${id}`,
  text: `<p>Texte <strong>${id}</strong></p>`,
  image_url: `http://api.test/uploads/images/banners/${id}.png`,
  imageUrl: `http://api.test/uploads/images/banners/${id}.png`,
  buttonText1: 'Écouter',
  buttonLink1: '/releases',
  buttonText2: 'Voir',
  buttonLink2: 'https://example.org/voir',
  videoUrl: null,
  ...overrides,
});

const renderHero = () =>
  renderInPage(
    <MemoryRouter>
      <HeroBanners />
    </MemoryRouter>,
  );
const shown = () => screen.getByRole('heading', { level: 2 }).textContent;

it('shows one banner at a time, rotates every 5 s and wraps from the last to the first', async () => {
  jest.useFakeTimers();
  answerApi({ '/banners': [banner(1), banner(2), banner(3)] });
  renderHero();
  expect(await screen.findByRole('heading', { level: 2, name: 'Bannière 1' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(HERO_ROTATION_MS - 1));
  expect(shown()).toBe('Bannière 1');
  act(() => jest.advanceTimersByTime(1));
  expect(shown()).toBe('Bannière 2');
  act(() => jest.advanceTimersByTime(HERO_ROTATION_MS * 2));
  expect(shown()).toBe('Bannière 1');
  expect(HERO_ROTATION_MS).toBe(5000);
});

it('jumps with the dots, and pauses', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  answerApi({ '/banners': [banner(1), banner(2), banner(3)] });
  renderHero();
  await user.click(await screen.findByRole('button', { name: 'Afficher la bannière 3' }));
  expect(shown()).toBe('Bannière 3');
  expect(screen.getByRole('button', { name: 'Afficher la bannière 3' })).toHaveAttribute('aria-current', 'true');
  await user.click(screen.getByRole('button', { name: 'Mettre la rotation en pause' }));
  await user.unhover(screen.getByRole('region', { name: 'À la une' }));
  act(() => jest.advanceTimersByTime(HERO_ROTATION_MS * 3));
  expect(shown()).toBe('Bannière 3');
});

it('strips HTML from the text and shows up to two buttons, site links inside the app', async () => {
  answerApi({ '/banners': [banner(1, { buttonLink2: 'javascript:alert(1)' })] });
  const { container } = renderHero();
  const slide = await screen.findByRole('group', { name: 'Bannière 1 sur 1' });
  expect(within(slide).getByText('Texte 1')).toBeInTheDocument();
  expect(container.querySelector('strong')).toBeNull();
  expect(within(slide).getByRole('link', { name: 'Écouter' })).toHaveAttribute('href', '/releases');
  expect(within(slide).queryByRole('link', { name: 'Voir' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Afficher la bannière/ })).not.toBeInTheDocument();
});

it('plays a banner video when it has one', async () => {
  answerApi({ '/banners': [banner(1, { videoUrl: 'http://api.test/uploads/videos/b.mp4' })] });
  const { container } = renderHero();
  await screen.findByRole('heading', { name: 'Bannière 1' });
  const video = container.querySelector('video');
  expect(video).toHaveAttribute('src', 'http://api.test/uploads/videos/b.mp4');
  expect(video?.muted).toBe(true);
});

it('says when there is none, and shows only an error text when they cannot be loaded', async () => {
  answerApi({ '/banners': [] });
  renderHero();
  expect(await screen.findByText('Aucune bannière disponible pour le moment.')).toBeInTheDocument();
  answerApi({ '/banners': new Error('down') });
  renderHero();
  expect(await screen.findByText('Impossible de charger les bannières.')).toBeInTheDocument();
});
