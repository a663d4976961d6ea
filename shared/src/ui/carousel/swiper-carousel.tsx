import { useMemo, type Key, type ReactNode } from 'react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
// Through the package name, so a remote's copy of this entry uses the page's one kernel (one i18n).
import { useCommonTranslation } from '@kora/shared';
import type { CarouselPreset } from './presets';
import { prefersReducedMotion, swiperSettings } from './swiper-props';
// swiper-bundle.css holds the core, navigation and pagination styles in one file.
import 'swiper/swiper-bundle.css';

const MODULES = [A11y, Autoplay, Navigation, Pagination];

export interface SwiperCarouselProps<T> {
  preset: CarouselPreset;
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => Key;
}

/** The carousel's slides run by swiper: the preset's breakpoints, motion and translated controls. */
export function SwiperCarousel<T>({ preset, items, renderItem, getKey }: SwiperCarouselProps<T>) {
  const { t, i18n } = useCommonTranslation();
  const settings = useMemo(
    () =>
      swiperSettings(
        preset,
        items.length,
        {
          previous: t('carousel.previous'),
          next: t('carousel.next'),
          first: t('carousel.first'),
          last: t('carousel.last'),
          // Swiper fills in {{index}} itself: hand the placeholder through i18next untouched.
          goTo: t('carousel.goTo', { index: '{{index}}' }),
        },
        prefersReducedMotion(),
      ),
    // `t` changes with the language, and the texts with it.
    [preset, items.length, t],
  );

  return (
    // Remounts on a language change: swiper reads its a11y texts once, at start.
    <Swiper key={i18n.language} modules={MODULES} {...settings}>
      {items.map((item, index) => (
        <SwiperSlide key={getKey(item, index)}>{renderItem(item, index)}</SwiperSlide>
      ))}
    </Swiper>
  );
}
