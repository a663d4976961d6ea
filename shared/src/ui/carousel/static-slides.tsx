import type { CSSProperties, Key, ReactNode } from 'react';
import { slidesAt, type CarouselPreset } from './presets';

export interface StaticSlidesProps<T> {
  preset: CarouselPreset;
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => Key;
}

/** The viewport width swiper's breakpoints are read against (its default base is the window). */
const viewportWidth = () => (typeof window === 'undefined' ? 0 : window.innerWidth);

/**
 * The slides laid out as swiper lays out its first view (as many slides as the preset shows at this
 * width, the same gap, the same room for the dots below), shown until swiper arrives, so nothing moves
 * when it takes over.
 */
export function StaticSlides<T>({ preset, items, renderItem, getKey }: StaticSlidesProps<T>) {
  const layout = {
    '--kora-slides-per-view': slidesAt(preset, viewportWidth()),
    '--kora-slide-gap': `${preset.gap ?? 0}px`,
  } as CSSProperties;
  return (
    <div className="kora-carousel__static" style={layout}>
      {items.map((item, index) => (
        <div key={getKey(item, index)} className="kora-carousel__slide" role="group">
          {renderItem(item, index)}
        </div>
      ))}
    </div>
  );
}
