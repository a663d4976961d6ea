import { createTestApp, type TestApp } from '../../test/test-app';

describe('articles, partners and banners', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET /api/articles lists at least 10 articles in several categories, newest first, with comment counts', async () => {
    const articles = (await get('/api/articles')).json();
    expect(articles.length).toBeGreaterThanOrEqual(10);
    expect(new Set(articles.map((article: { category: string }) => article.category)).size).toBeGreaterThanOrEqual(3);
    const dates = articles.map((article: { createdAt: string }) => article.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(articles[0]).toMatchObject({
      image: expect.stringContaining('/uploads/articles/'),
      content: expect.stringContaining('<p>'),
    });
    expect(articles.some((article: { commentsCount: number }) => article.commentsCount >= 2)).toBe(true);
    expect((await get('/api/articles?limit=3')).json()).toHaveLength(3);
  });

  it('filters articles by category', async () => {
    const interviews = (await get('/api/articles?category=Interviews')).json();
    expect(interviews.length).toBeGreaterThan(0);
    expect(interviews.every((article: { category: string }) => article.category === 'Interviews')).toBe(true);
  });

  it('GET /api/articles/{id} gives one article; unknown ones are 404', async () => {
    const [first] = (await get('/api/articles?limit=1')).json();
    expect((await get(`/api/articles/${first.id}`)).json()).toMatchObject({ id: first.id, title: first.title });
    expect((await get('/api/articles/99999')).statusCode).toBe(404);
  });

  it('GET /api/partners lists partners with logos', async () => {
    const partners = (await get('/api/partners')).json();
    expect(partners.length).toBeGreaterThanOrEqual(4);
    expect(partners[0]).toMatchObject({
      name: expect.any(String),
      image: expect.stringContaining('/uploads/partners/'),
      url: expect.any(String),
    });
  });

  it('GET /api/banners lists at least 3 banners with buttons and plain text', async () => {
    const banners = (await get('/api/banners')).json();
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const banner of banners) {
      expect(banner).toMatchObject({
        title: expect.any(String),
        buttonText1: expect.any(String),
        buttonLink1: expect.stringMatching(/^\//),
      });
      expect(banner.image_url).toContain('/uploads/images/banners/');
      expect(banner.text).not.toMatch(/<[^>]+>/);
    }
  });
});
