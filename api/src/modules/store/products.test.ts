import { createTestApp, type TestApp } from '../../test/test-app';

interface Listed {
  id: number;
  name: string;
  stock: number;
  price: number;
  priceMinor: number;
  images: { url: string }[];
  image: string | null;
  createdAt: string;
}

describe('product endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const list = async (query: string): Promise<Listed[]> => {
    const response = await get(`/api/products?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const ids = (products: Listed[]) => products.map((product) => product.id);

  it('GET /api/products lists about twenty products with price and stock; one has no image', async () => {
    const products = await list('');
    expect(products.length).toBeGreaterThanOrEqual(20);
    for (const product of products) {
      expect(product.priceMinor).toBe(Math.round(product.price * 100));
      expect(product.stock).toBeGreaterThanOrEqual(0);
      expect(product.image).toBe(product.images[0]?.url ?? null);
    }
    const withImages = products.filter((product) => product.images.length > 0);
    expect(withImages.length).toBe(products.length - 1);
    expect(withImages[0].images[0].url).toContain('/uploads/images/');
    expect(products.some((product) => product.images.length >= 3)).toBe(true);
    expect(products.map((product) => product.stock)).toEqual(expect.arrayContaining([0, 3, 5]));
  });

  it('pages with limit and offset: two pages of 8 that do not overlap, newest first', async () => {
    const first = await list('limit=8');
    const second = await list('limit=8&offset=8');
    expect(first).toHaveLength(8);
    expect(second).toHaveLength(8);
    expect(ids(first).filter((id) => ids(second).includes(id))).toEqual([]);
    const dates = [...first, ...second].map((product) => product.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await list('limit=8&offset=1000')).toEqual([]);
  });

  it('searches product names case-insensitively, and filters by category', async () => {
    const vinyls = await list('search=VINYLE');
    expect(vinyls.length).toBeGreaterThanOrEqual(2);
    expect(vinyls.every((product) => /vinyle/i.test(product.name))).toBe(true);
    const posters = await list('category=affiches');
    expect(posters.map((product) => product.name).sort()).toEqual([
      'Affiche Nuits Sonores',
      'Affiche Soleil de Noailles',
    ]);
  });

  it('filters by the genre of the merch’s artist and by legacy or active artists', async () => {
    const jazz = await list('genre=jazz');
    expect(jazz.map((product) => product.name).sort()).toEqual([
      'Coffret vinyles Quartet Montmartre',
      'Vinyle Live à Accra – Kofi Mensah',
    ]);
    expect(await list('genre=blues')).toEqual([]);
    expect((await list('genre=reggae')).map((product) => product.name)).toEqual(['Sweat Sahel Roots']);
    const legacy = await list('artist=legacy');
    const active = await list('artist=active');
    expect(legacy.map((product) => product.name)).toEqual(expect.arrayContaining(['Vinyle Racines – Nadia Kane']));
    expect(active.map((product) => product.name)).toEqual(expect.arrayContaining(['Lot de badges Lina Duval']));
    expect(ids(legacy).filter((id) => ids(active).includes(id))).toEqual([]);
    const all = await list('artist=all');
    expect(all.length).toBeGreaterThan(legacy.length + active.length);
  });

  it('sorts featured (the store’s picks first), popular (most sold first) and newest', async () => {
    const featured = await list('sort=featured&limit=5');
    expect(featured.map((product) => product.name)).toEqual(
      expect.arrayContaining(['T-shirt Kora Classic', 'Vinyle Racines – Nadia Kane', 'Platine vinyle Kora Play']),
    );
    const popular = await list('sort=popular&limit=2');
    expect(popular.map((product) => product.name)).toEqual([
      'T-shirt Kora Classic',
      'Vinyle Miniatures – Léon Marceau',
    ]);
    const newest = await list('sort=newest&limit=1');
    expect(newest[0].name).toBe('Bonnet Kora');
  });

  it('refuses a bad query with 400 and its violations', async () => {
    for (const query of ['sort=cheapest', 'artist=famous', 'genre=Polka', 'genre=Jazz', 'limit=0', 'offset=-1']) {
      const response = await get(`/api/products?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().violations.length).toBeGreaterThan(0);
    }
  });

  it('GET /api/products/{id} gives one product; unknown ones are 404', async () => {
    const [first] = await list('limit=1');
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
