import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { initI18n, setLanguage } from '../../i18n/i18n';
import { Carousel } from './carousel';

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
  it('renders one slide per item inside a named region', () => {
    render(<Carousel preset="artists" label="Artistes" items={artists} renderItem={(a) => <h3>{a.name}</h3>} />);
    const region = screen.getByRole('region', { name: 'Artistes' });
    expect(region).toHaveAttribute('aria-roledescription', 'Carrousel');
    expect(
      within(region)
        .getAllByRole('group')
        .map((slide) => slide.textContent),
    ).toEqual(['Awa', 'Salif', 'Oumou']);
  });

  it("passes the named preset's breakpoints and French navigation labels to swiper", () => {
    render(<Carousel preset="store" label="Produits" items={artists} renderItem={(a) => a.name} />);
    expect(screen.getByTestId('swiper')).toHaveAttribute('data-modules', 'A11y,Autoplay,Navigation,Pagination');
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
    await act(() => setLanguage('en'));
    expect(settings()).toMatchObject({ a11y: { nextSlideMessage: 'Next slide' } });
    await act(() => setLanguage('fr'));
  });
});
