import { CAROUSEL_PRESETS } from './presets';
import { swiperSettings } from './swiper-props';

const texts = { previous: 'Préc.', next: 'Suiv.', first: 'Première', last: 'Dernière', goTo: 'Aller à {{index}}' };

describe('swiperSettings', () => {
  it('turns a preset into swiper breakpoints', () => {
    const settings = swiperSettings(CAROUSEL_PRESETS.events, 10, texts);
    expect(settings.breakpoints).toEqual({
      0: { slidesPerView: 1 },
      601: { slidesPerView: 2 },
      1025: { slidesPerView: 3 },
    });
    expect(settings).toMatchObject({
      slidesPerView: 1,
      speed: 500,
      loop: true,
      autoplay: { delay: 4000, disableOnInteraction: false, pauseOnMouseEnter: true },
      navigation: false,
      pagination: false,
    });
  });

  it('gives arrows and clickable dots where the preset has them, with the translated labels', () => {
    const settings = swiperSettings(CAROUSEL_PRESETS.artists, 8, texts);
    expect(settings).toMatchObject({ navigation: true, pagination: { clickable: true }, autoplay: false, loop: false });
    expect(settings.a11y).toMatchObject({
      prevSlideMessage: 'Préc.',
      nextSlideMessage: 'Suiv.',
      paginationBulletMessage: 'Aller à {{index}}',
    });
  });

  it('does not loop when there are no more slides than it shows', () => {
    expect(swiperSettings(CAROUSEL_PRESETS.partners, 4, texts).loop).toBe(false);
    expect(swiperSettings(CAROUSEL_PRESETS.partners, 5, texts).loop).toBe(true);
  });

  it('does not autoplay for users who ask for reduced motion, or with a single slide', () => {
    expect(swiperSettings(CAROUSEL_PRESETS.partners, 8, texts, true).autoplay).toBe(false);
    expect(swiperSettings(CAROUSEL_PRESETS.partners, 1, texts).autoplay).toBe(false);
  });
});
