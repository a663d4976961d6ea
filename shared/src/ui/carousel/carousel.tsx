import { lazy, Suspense, useRef, type ComponentType, type Key, type ReactNode } from 'react';
// Through the package name, so a remote's copy of this entry uses the page's one kernel (one i18n).
import { useCommonTranslation } from '@kora/shared';
import { useNearViewport } from '@kora/shared/remote-app';
import { CAROUSEL_PRESETS, type CarouselPreset, type CarouselPresetName } from './presets';
import { StaticSlides, type StaticSlidesProps } from './static-slides';
import './carousel.css';

// swiper comes when a carousel is first seen, not with every page that imports the carousel.
const SwiperCarousel = lazy(() =>
  import('./swiper-carousel').then((m) => ({ default: m.SwiperCarousel as ComponentType<StaticSlidesProps<unknown>> })),
);

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

/**
 * A swiper carousel with one of the spec's presets, labelled and keyboard-operable. Its first view is
 * laid out at once; swiper is fetched when the carousel comes into view, and takes over once it is there.
 */
export function Carousel<T>({ preset, items, renderItem, getKey = defaultKey, label, className }: CarouselProps<T>) {
  const { t } = useCommonTranslation();
  const region = useRef<HTMLElement>(null);
  // Swiper is wanted once the carousel is well in view, not when its edge peeks at the bottom of the
  // first screen: the static first view is already drawn there.
  const seen = useNearViewport(region, true, '0px 0px -25% 0px');
  const slides = {
    preset: typeof preset === 'string' ? CAROUSEL_PRESETS[preset] : preset,
    items,
    renderItem,
    getKey,
  } as StaticSlidesProps<unknown>;

  return (
    <section
      ref={region}
      className={className ? `kora-carousel ${className}` : 'kora-carousel'}
      aria-roledescription={t('carousel.label')}
      aria-label={label}
    >
      {seen ? (
        <Suspense fallback={<StaticSlides {...slides} />}>
          <SwiperCarousel {...slides} />
        </Suspense>
      ) : (
        <StaticSlides {...slides} />
      )}
    </section>
  );
}
