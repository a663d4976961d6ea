/** Slides visible from each viewport width (px) upward. */
export type SlidesByWidth = Readonly<Record<number, number>>;

export interface CarouselPreset {
  slidesPerView: SlidesByWidth;
  /** Autoplay delay in ms; absent = no autoplay. */
  autoplayMs?: number;
  /** Slide animation in ms. */
  speed?: number;
  loop?: boolean;
  arrows: boolean;
  dots: boolean;
  /** Gap between slides, px. */
  gap?: number;
}

const FOUR_UP: SlidesByWidth = { 320: 1, 640: 2, 768: 3, 1024: 4 };

/** The carousels the spec describes (platform §2 home page, catalogue-and-commerce §9). */
export const CAROUSEL_PRESETS = {
  artists: { slidesPerView: FOUR_UP, arrows: true, dots: true, gap: 16 },
  clips: { slidesPerView: FOUR_UP, arrows: true, dots: true, gap: 16 },
  podcasts: { slidesPerView: FOUR_UP, arrows: true, dots: true, gap: 16 },
  partners: {
    slidesPerView: { 0: 2, 600: 3, 1000: 4 },
    autoplayMs: 2000,
    loop: true,
    arrows: false,
    dots: false,
    gap: 16,
  },
  // 1 up to 600 px, 2 up to 1024 px, 3 above.
  events: {
    slidesPerView: { 0: 1, 601: 2, 1025: 3 },
    autoplayMs: 4000,
    speed: 500,
    loop: true,
    arrows: false,
    dots: false,
    gap: 16,
  },
  store: {
    slidesPerView: { 0: 2, 576: 2, 768: 3, 992: 4, 1200: 4 },
    speed: 600,
    arrows: true,
    dots: false,
    gap: 16,
  },
} as const satisfies Record<string, CarouselPreset>;

export type CarouselPresetName = keyof typeof CAROUSEL_PRESETS;

/** How many slides the preset shows at a given viewport width. */
export function slidesAt(preset: CarouselPreset, width: number): number {
  const widths = Object.keys(preset.slidesPerView)
    .map(Number)
    .sort((a, b) => a - b);
  const applicable = widths.filter((min) => min <= width);
  const key = applicable.length ? applicable[applicable.length - 1] : widths[0];
  return preset.slidesPerView[key];
}

/** The most slides the preset ever shows at once. */
export function maxSlides(preset: CarouselPreset): number {
  return Math.max(...Object.values(preset.slidesPerView));
}
