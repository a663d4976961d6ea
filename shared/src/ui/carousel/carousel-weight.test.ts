// swiper is the carousel's heavy part: it must come with a carousel shown, never with a page that
// only imports the carousel entry.
jest.mock('swiper/react', () => {
  throw new Error('the carousel entry imports swiper');
});
jest.mock('swiper/modules', () => {
  throw new Error('the carousel entry imports swiper');
});

test('the carousel entry loads without swiper', async () => {
  await expect(jest.isolateModulesAsync(() => import('./index').then(() => undefined))).resolves.toBeUndefined();
});
