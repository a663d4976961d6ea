import type { ReactNode } from 'react';
// Through the package name, so a remote's copy of this entry uses the page's one kernel (one i18n).
import { Skeleton } from '@kora/shared';
import { CAROUSEL_PRESETS, slidesAt, type CarouselPreset, type CarouselPresetName } from './presets';
import { StaticSlides } from './static-slides';

export interface CarouselSkeletonProps {
  /** The carousel's preset: the skeleton shows as many placeholders as it shows slides. */
  preset: CarouselPresetName | CarouselPreset;
  /** One slide's placeholder, e.g. `<SkeletonCard media="round" />`. */
  slide: ReactNode;
}

/** A carousel still loading its items: its first view's placeholders, in its layout, announced as loading. */
export function CarouselSkeleton({ preset, slide }: CarouselSkeletonProps) {
  const settings = typeof preset === 'string' ? CAROUSEL_PRESETS[preset] : preset;
  const count = slidesAt(settings, typeof window === 'undefined' ? 0 : window.innerWidth);
  return (
    <Skeleton>
      <StaticSlides
        preset={settings}
        items={Array.from({ length: count }, (_, index) => index)}
        renderItem={() => slide}
        getKey={(index) => index}
      />
    </Skeleton>
  );
}
