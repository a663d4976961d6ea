// A separate entry (@kora/shared/carousel); swiper itself comes with the first carousel shown.
export { Carousel, type CarouselProps } from './carousel';
export { CarouselSkeleton, type CarouselSkeletonProps } from './carousel-skeleton';
export {
  CAROUSEL_PRESETS,
  maxSlides,
  slidesAt,
  type CarouselPreset,
  type CarouselPresetName,
  type SlidesByWidth,
} from './presets';
export { swiperSettings, type SwiperSettings, type CarouselTexts } from './swiper-props';
