import type { SwiperOptions } from 'swiper/types';
import { maxSlides, slidesAt, type CarouselPreset } from './presets';

export interface CarouselTexts {
  previous: string;
  next: string;
  first: string;
  last: string;
  /** With swiper's own `{{index}}` placeholder left in place. */
  goTo: string;
}

export interface SwiperSettings {
  slidesPerView: number;
  breakpoints: Record<number, { slidesPerView: number }>;
  spaceBetween: number;
  speed?: number;
  loop: boolean;
  autoplay: false | { delay: number; disableOnInteraction: boolean; pauseOnMouseEnter: boolean };
  navigation: boolean;
  pagination: false | { clickable: true };
  a11y: NonNullable<SwiperOptions['a11y']>;
}

/** Swiper options for a preset, a number of slides and the user's motion preference. */
export function swiperSettings(
  preset: CarouselPreset,
  slideCount: number,
  texts: CarouselTexts,
  reducedMotion = false,
): SwiperSettings {
  const breakpoints = Object.fromEntries(
    Object.entries(preset.slidesPerView).map(([width, slides]) => [Number(width), { slidesPerView: slides }]),
  );
  return {
    slidesPerView: slidesAt(preset, 0),
    breakpoints,
    spaceBetween: preset.gap ?? 0,
    speed: preset.speed,
    // Swiper cannot loop fewer slides than it shows at once (it duplicates and warns).
    loop: Boolean(preset.loop) && slideCount > maxSlides(preset),
    autoplay:
      preset.autoplayMs && !reducedMotion && slideCount > 1
        ? { delay: preset.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
        : false,
    navigation: preset.arrows,
    pagination: preset.dots ? { clickable: true } : false,
    a11y: {
      prevSlideMessage: texts.previous,
      nextSlideMessage: texts.next,
      firstSlideMessage: texts.first,
      lastSlideMessage: texts.last,
      paginationBulletMessage: texts.goTo,
    },
  };
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
