import { createTestApp, type TestApp } from '../../test/test-app';

describe('product endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET /api/products lists at least 16 products with images, price and stock', async () => {
    const response = await get('/api/products');
    expect(response.statusCode).toBe(200);
    const products = response.json();
    expect(products.length).toBeGreaterThanOrEqual(16);
    for (const product of products) {
      expect(product.images.length).toBeGreaterThan(0);
      expect(product.images[0].url).toContain('/uploads/images/');
      expect(product.priceMinor).toBe(Math.round(product.price * 100));
      expect(product.stock).toBeGreaterThanOrEqual(0);
    }
    expect(products.some((product: { stock: number }) => product.stock === 0)).toBe(true);
    expect((await get('/api/products?limit=8')).json()).toHaveLength(8);
  });

  it('searches product names case-insensitively', async () => {
    const vinyls = (await get('/api/products?search=VINYLE')).json();
    expect(vinyls.length).toBeGreaterThanOrEqual(2);
    expect(vinyls.every((product: { name: string }) => /vinyle/i.test(product.name))).toBe(true);
  });

  it('GET /api/products/{id} gives one product; unknown ones are 404', async () => {
    const [first] = (await get('/api/products?limit=1')).json();
    const response = await get(`/api/products/${first.id}`);
    expect(response.json()).toMatchObject({
      id: first.id,
      name: first.name,
      description: expect.any(String),
      currency: 'EUR',
    });
    const missing = await get('/api/products/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Product not found.', error: 'Not Found' });
  });
});
