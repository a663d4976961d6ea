import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { initI18n, setLanguage } from '../../i18n/i18n';
import { FakeIntersectionObserver } from '../../remote-app/viewport.test-support';
import { SkeletonCard } from '../states';
import { Carousel } from './carousel';
import { CarouselSkeleton } from './carousel-skeleton';

// swiper ships ES modules only; these stand-ins record what the carousel hands to it.
jest.mock('swiper/modules', () => ({
  A11y: 'A11y',
  Autoplay: 'Autoplay',
  Navigation: 'Navigation',
  Pagination: 'Pagination',
}));
jest.mock('swiper/react', () => ({
  Swiper: ({ children, modules, ...settings }: { children: ReactNode; modules: string[] }) => (
    <div data-testid="swiper" data-modules={modules.join(',')} data-settings={JSON.stringify(settings)}>
      {children}
    </div>
  ),
  SwiperSlide: ({ children }: { children: ReactNode }) => <div role="group">{children}</div>,
}));

const artists = [
  { id: 1, name: 'Awa' },
  { id: 2, name: 'Salif' },
  { id: 3, name: 'Oumou' },
];

function settings() {
  return JSON.parse(screen.getByTestId('swiper').dataset.settings ?? '{}') as Record<string, unknown>;
}

beforeAll(async () => {
  await initI18n();
  await setLanguage('fr');
});

describe('Carousel', () => {
  // First in the file: swiper has not been fetched yet.
  it('shows its first view at once, then swiper takes over the same slides', async () => {
    render(<Carousel preset="artists" label="Artistes" items={artists} renderItem={(a) => <h3>{a.name}</h3>} />);
    const region = screen.getByRole('region', { name: 'Artistes' });
    expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
    // jsdom's window is 1024 px wide: the artists preset shows 4 slides from 1024 px.
    expect(region.firstElementChild).toHaveStyle({ '--kora-slides-per-view': '4', '--kora-slide-gap': '16px' });
    expect(
      within(region)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Awa', 'Salif', 'Oumou']);
    const swiper = await screen.findByTestId('swiper');
    expect(
      within(swiper)
        .getAllByRole('group')
        .map((slide) => slide.textContent),
    ).toEqual(['Awa', 'Salif', 'Oumou']);
  });

  it('renders one slide per item inside a named region', async () => {
    render(<Carousel preset="artists" label="Artistes" items={artists} renderItem={(a) => <h3>{a.name}</h3>} />);
    const region = screen.getByRole('region', { name: 'Artistes' });
    expect(region).toHaveAttribute('aria-roledescription', 'Carrousel');
    expect(
      within(region)
        .getAllByRole('group')
        .map((slide) => slide.textContent),
    ).toEqual(['Awa', 'Salif', 'Oumou']);
    await screen.findByTestId('swiper');
  });

  it("passes the named preset's breakpoints and French navigation labels to swiper", async () => {
    render(<Carousel preset="store" label="Produits" items={artists} renderItem={(a) => a.name} />);
    expect(await screen.findByTestId('swiper')).toHaveAttribute('data-modules', 'A11y,Autoplay,Navigation,Pagination');
    expect(settings()).toMatchObject({
      breakpoints: {
        0: { slidesPerView: 2 },
        576: { slidesPerView: 2 },
        768: { slidesPerView: 3 },
        992: { slidesPerView: 4 },
        1200: { slidesPerView: 4 },
      },
      speed: 600,
      a11y: { prevSlideMessage: 'Diapositive précédente', paginationBulletMessage: 'Aller à la diapositive {{index}}' },
    });
  });

  it('follows the language', async () => {
    render(<Carousel preset="artists" label="Artists" items={artists} renderItem={(a) => a.name} />);
    await screen.findByTestId('swiper');
    await act(() => setLanguage('en'));
    expect(settings()).toMatchObject({ a11y: { nextSlideMessage: 'Next slide' } });
    await act(() => setLanguage('fr'));
  });
});

describe('a carousel below the fold', () => {
  beforeEach(() => FakeIntersectionObserver.install());
  afterEach(() => FakeIntersectionObserver.uninstall());

  it('shows its first view, and brings swiper in once it is well in view (a quarter of the screen up)', async () => {
    render(<Carousel preset="partners" label="Partenaires" items={artists} renderItem={(a) => <h3>{a.name}</h3>} />);
    const region = screen.getByRole('region', { name: 'Partenaires' });
    expect(within(region).getAllByRole('heading')).toHaveLength(3);
    expect(FakeIntersectionObserver.watching[0].options.rootMargin).toBe('0px 0px -25% 0px');
    await act(async () => undefined);
    expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();

    act(() => FakeIntersectionObserver.scrollNear());
    expect(await screen.findByTestId('swiper')).toHaveTextContent('AwaSalifOumou');
  });
});

describe('CarouselSkeleton', () => {
  it("announces loading once and holds the first view's placeholders: 2 events at 1024 px", () => {
    render(<CarouselSkeleton preset="events" slide={<SkeletonCard lines={4} />} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Chargement…');
    expect(within(status).getAllByRole('group', { hidden: true })).toHaveLength(2);
  });
});
