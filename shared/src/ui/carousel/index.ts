// A separate entry (@kora/shared/carousel) so swiper stays out of the kernel's own chunk.
export { Carousel, type CarouselProps } from './carousel';
export {
  CAROUSEL_PRESETS,
  maxSlides,
  slidesAt,
  type CarouselPreset,
  type CarouselPresetName,
  type SlidesByWidth,
} from './presets';
export { swiperSettings, type SwiperSettings, type CarouselTexts } from './swiper-props';
