import { CAROUSEL_PRESETS, maxSlides, slidesAt } from './presets';

describe('carousel presets', () => {
  it('artists, clips and podcasts show 1, 2, 3, 4 slides from 320, 640, 768, 1024 px', () => {
    for (const preset of [CAROUSEL_PRESETS.artists, CAROUSEL_PRESETS.clips, CAROUSEL_PRESETS.podcasts]) {
      expect([300, 320, 639, 640, 768, 1023, 1024, 1600].map((w) => slidesAt(preset, w))).toEqual([
        1, 1, 1, 2, 3, 3, 4, 4,
      ]);
    }
  });

  it('partners: 2, 3, 4 slides from 0, 600, 1000 px, autoplay every 2 s, looping', () => {
    const partners = CAROUSEL_PRESETS.partners;
    expect([0, 599, 600, 999, 1000].map((w) => slidesAt(partners, w))).toEqual([2, 2, 3, 3, 4]);
    expect(partners).toMatchObject({ autoplayMs: 2000, loop: true });
  });

  it('events: 1 up to 600 px, 2 up to 1024 px, 3 above; 4 s autoplay, 500 ms, loop, no arrows or dots', () => {
    const events = CAROUSEL_PRESETS.events;
    expect([360, 600, 601, 1024, 1025].map((w) => slidesAt(events, w))).toEqual([1, 1, 2, 2, 3]);
    expect(events).toMatchObject({ autoplayMs: 4000, speed: 500, loop: true, arrows: false, dots: false });
  });

  it('store: 2/2/3/4/4 items at 0/576/768/992/1200 px, 600 ms slides', () => {
    const store = CAROUSEL_PRESETS.store;
    expect([0, 576, 767, 768, 991, 992, 1200].map((w) => slidesAt(store, w))).toEqual([2, 2, 2, 3, 3, 4, 4]);
    expect(store.speed).toBe(600);
    expect(maxSlides(store)).toBe(4);
  });
});
