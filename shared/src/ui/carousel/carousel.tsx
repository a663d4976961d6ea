import { useMemo, type Key, type ReactNode } from 'react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
// Through the package name, so a remote's copy of this entry uses the page's one kernel (one i18n).
import { useCommonTranslation } from '@kora/shared';
import { CAROUSEL_PRESETS, type CarouselPreset, type CarouselPresetName } from './presets';
import { prefersReducedMotion, swiperSettings } from './swiper-props';
// swiper-bundle.css holds the core, navigation and pagination styles in one file.
import 'swiper/swiper-bundle.css';
import './carousel.css';

const MODULES = [A11y, Autoplay, Navigation, Pagination];

export interface CarouselProps<T> {
  /** A spec preset by name, or custom settings. */
  preset: CarouselPresetName | CarouselPreset;
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Defaults to the item's `id` when it has one, else its position. */
  getKey?: (item: T, index: number) => Key;
  /** Names the carousel region for screen readers (e.g. 'Artistes'). */
  label: string;
  className?: string;
}

function defaultKey(item: unknown, index: number): Key {
  if (typeof item === 'object' && item !== null && 'id' in item) {
    const { id } = item as { id: unknown };
    if (typeof id === 'string' || typeof id === 'number') return id;
  }
  return index;
}

/** A swiper carousel with one of the spec's presets, labelled and keyboard-operable. */
export function Carousel<T>({ preset, items, renderItem, getKey = defaultKey, label, className }: CarouselProps<T>) {
  const { t, i18n } = useCommonTranslation();
  const settings = useMemo(
    () =>
      swiperSettings(
        typeof preset === 'string' ? CAROUSEL_PRESETS[preset] : preset,
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
    <section
      className={className ? `kora-carousel ${className}` : 'kora-carousel'}
      aria-roledescription={t('carousel.label')}
      aria-label={label}
    >
      {/* Remounts on a language change: swiper reads its a11y texts once, at start. */}
      <Swiper key={i18n.language} modules={MODULES} {...settings}>
        {items.map((item, index) => (
          <SwiperSlide key={getKey(item, index)}>{renderItem(item, index)}</SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
