import { hasImageVariants, imageSources, imageVariantPath, posterUrl } from './images';

describe('the responsive image rule', () => {
  it('names each copy after its original, its width and its format', () => {
    expect(imageVariantPath('images/demo/covers/release-1.png', 320, 'avif')).toBe(
      'images/demo/covers/release-1.w320.avif',
    );
    expect(imageVariantPath('http://api.test/uploads/images/a.b.JPEG', 640, 'webp')).toBe(
      'http://api.test/uploads/images/a.b.w640.webp',
    );
  });

  it('gives copies to PNG and JPEG pictures of the picture folders only', () => {
    expect(hasImageVariants('images/3f2c.png')).toBe(true);
    expect(hasImageVariants('images/banners/demo/banner-1.png')).toBe(true);
    expect(hasImageVariants('partners/demo/partner-1.png')).toBe(true);
    expect(hasImageVariants('articles/demo/article-1.jpg')).toBe(true);
    expect(hasImageVariants('images/3f2c.w320.avif')).toBe(false);
    expect(hasImageVariants('images/logo.svg')).toBe(false);
    expect(hasImageVariants('audio/cover.png')).toBe(false);
    expect(hasImageVariants('images/../audio/cover.png')).toBe(false);
  });

  it('lists the sources of a picture stored by the API at the given address, and of no other', () => {
    const sources = imageSources('http://api.test/uploads/images/a.png', 'http://api.test/');
    expect(sources?.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources?.[1].srcSet).toMatch(/^http:\/\/api\.test\/uploads\/images\/a\.w160\.webp 160w, /);
    expect(imageSources('http://elsewhere.test/uploads/images/a.png', 'http://api.test')).toBeNull();
    expect(imageSources('http://api.test/uploads/images/a.png?v=2', 'http://api.test')).toBeNull();
    expect(imageSources('data:image/png;base64,AAAA', 'http://api.test')).toBeNull();
  });

  it("names a stored picture's WebP copy as a video's poster, and any other address as it is", () => {
    expect(posterUrl('http://api.test/uploads/images/demo/thumbnails/clip-1.png', 'http://api.test')).toBe(
      'http://api.test/uploads/images/demo/thumbnails/clip-1.w640.webp',
    );
    expect(posterUrl('http://api.test/uploads/images/clip.png', 'http://api.test', 320)).toBe(
      'http://api.test/uploads/images/clip.w320.webp',
    );
    expect(posterUrl('http://elsewhere.test/uploads/images/clip.png', 'http://api.test')).toBe(
      'http://elsewhere.test/uploads/images/clip.png',
    );
  });
});
