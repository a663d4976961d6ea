import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { setLanguage } from '@kora/shared';
import { answerApi, anEvent, loadTexts, renderScreen, resetKernel, startApiServer } from '@kora/shared/testing';
import { translations } from '../../../locales';
import { UpcomingEvents } from './upcoming-events';

// swiper itself does no layout in jsdom: these stand-ins record the settings the carousel hands it.
jest.mock('swiper/react', () => ({
  Swiper: ({ children, modules: _modules, ...settings }: { children: ReactNode; modules: unknown[] }) => (
    <div data-testid="swiper" data-settings={JSON.stringify(settings)}>
      {children}
    </div>
  ),
  SwiperSlide: ({ children }: { children: ReactNode }) => <div role="group">{children}</div>,
}));

startApiServer();
/** An event still to come, whatever today's date (the fixture's own date will pass). */
const comingEvent: typeof anEvent = (id, overrides = {}) =>
  anEvent(id, { datetime: '2099-12-12T19:30:00.000Z', ...overrides });
beforeAll(() => loadTexts('events', translations));
beforeEach(async () => {
  resetKernel();
  await setLanguage('fr');
});

it('runs the home carousel as the spec says: 3, 2, 1 cards, 4 s autoplay, 500 ms, looping, no arrows or dots', async () => {
  answerApi({ '/events': [1, 2, 3, 4, 5, 6].map((id) => comingEvent(id)) });
  renderScreen(<UpcomingEvents />);
  const region = await screen.findByRole('region', { name: 'Prochains événements' });
  expect(within(region).getAllByRole('group')).toHaveLength(6);
  // swiper arrives after the carousel's first view.
  const swiper = await screen.findByTestId('swiper');
  const settings = JSON.parse(swiper.dataset.settings ?? '{}') as Record<string, unknown>;
  expect(settings).toMatchObject({
    breakpoints: { 0: { slidesPerView: 1 }, 601: { slidesPerView: 2 }, 1025: { slidesPerView: 3 } },
    autoplay: { delay: 4000 },
    speed: 500,
    loop: true,
    navigation: false,
    pagination: false,
  });
});
