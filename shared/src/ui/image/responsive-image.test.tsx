import { fireEvent, render, screen } from '@testing-library/react';
import { IMAGE_WIDTHS } from '../../contracts/images';
import { configureHttp, DEFAULT_API_URL } from '../../http/http-client';
import { ResponsiveImage } from './responsive-image';

const COVER = 'http://api.test/uploads/images/demo/covers/release-1.png';
const copies = (format: string) =>
  IMAGE_WIDTHS.map(
    (width) => `http://api.test/uploads/images/demo/covers/release-1.w${width}.${format} ${width}w`,
  ).join(', ');
const SIZES = '(min-width: 48rem) 220px, 45vw';

beforeAll(() => configureHttp({ apiUrl: 'http://api.test' }));
afterAll(() => configureHttp({ apiUrl: DEFAULT_API_URL }));

it('offers AVIF then WebP copies of a stored picture, for the size drawn, and keeps the original as the fallback', () => {
  const { container } = render(
    <ResponsiveImage src={COVER} alt="Pochette de Racines" width={220} height={220} sizes={SIZES} className="cover" />,
  );
  const sources = [...container.querySelectorAll('picture > source')];
  expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  expect(sources.map((source) => source.getAttribute('srcset'))).toEqual([copies('avif'), copies('webp')]);
  expect(sources.map((source) => source.getAttribute('sizes'))).toEqual([SIZES, SIZES]);

  const image = screen.getByRole('img', { name: 'Pochette de Racines' });
  expect(image.parentElement?.tagName).toBe('PICTURE');
  expect(image).toHaveAttribute('src', COVER);
  expect(image).toHaveAttribute('width', '220');
  expect(image).toHaveAttribute('height', '220');
  expect(image).toHaveClass('cover');
});

it('loads a picture lazily and decodes it off the main thread, unless it is the page’s largest', () => {
  const { rerender } = render(<ResponsiveImage src={COVER} alt="Bannière" width={960} height={320} sizes="100vw" />);
  const image = screen.getByRole('img', { name: 'Bannière' });
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('decoding', 'async');
  expect(image).not.toHaveAttribute('fetchpriority');

  rerender(<ResponsiveImage src={COVER} alt="Bannière" width={960} height={320} sizes="100vw" priority />);
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
  expect(image).not.toHaveAttribute('decoding');
});

it.each([
  ['another host', 'https://cdn.example/uploads/images/logo.png'],
  ['a data: URL', 'data:image/png;base64,iVBORw0KGgo='],
  ["the site's own file", '/img/covers/cover.svg'],
  ['an upload that is not a picture folder', 'http://api.test/uploads/audio/track-1.png'],
])('shows a picture from %s as it is, in a plain img', (_case, src) => {
  const { container } = render(<ResponsiveImage src={src} alt="Logo" width={160} height={80} sizes="160px" />);
  expect(container.querySelector('picture, source')).toBeNull();
  const image = screen.getByRole('img', { name: 'Logo' });
  expect(image).toHaveAttribute('src', src);
  expect(image).toHaveAttribute('width', '160');
  expect(image).toHaveAttribute('height', '80');
  expect(image).toHaveAttribute('loading', 'lazy');
});

it('falls back to the original when its copies cannot be had, and reports a picture that fails altogether', () => {
  const failed = jest.fn();
  const { container } = render(
    <ResponsiveImage src={COVER} alt="Pochette" width={220} height={220} sizes={SIZES} onError={failed} />,
  );
  fireEvent.error(screen.getByRole('img', { name: 'Pochette' }));
  expect(container.querySelector('picture, source')).toBeNull();
  expect(screen.getByRole('img', { name: 'Pochette' })).toHaveAttribute('src', COVER);
  expect(failed).not.toHaveBeenCalled();

  fireEvent.error(screen.getByRole('img', { name: 'Pochette' }));
  expect(failed).toHaveBeenCalledTimes(1);
});
