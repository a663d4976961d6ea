import type { Product, ProductListQuery } from '@kora/shared/contracts';
import type { Db } from '../../db/connection';
import type { ProductRow } from '../../db/tables';
import { containsPattern } from '../../db/search';
import { priceOf } from '../../http/money';
import type { MediaUrls } from '../../media/urls';
import { legacyCutoff } from '../catalogue/artist-type';

const NEW_FOR_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ProductPage = ProductListQuery & { limit: number; offset?: number };

/** Products as the store lists and shows them. */
export class ProductsRepository {
  constructor(
    private readonly db: Db,
    private readonly media: MediaUrls,
  ) {}

  /**
   * A page of products. Genre: merch of artists with a published release of that genre. Artist: legacy
   * or active as the catalogue defines them (artist-type.ts). Newest first unless sorted otherwise.
   */
  async list(page: ProductPage): Promise<Product[]> {
    const { limit, offset = 0, search, category, genre, artist = 'all', sort = 'newest' } = page;
    let query = this.db.selectFrom('products').selectAll();
    const term = search?.trim();
    if (term) query = query.where((eb) => eb(eb.fn('lower', ['name']), 'like', containsPattern(term)));
    if (category) query = query.where((eb) => eb(eb.fn('lower', ['category']), '=', category.toLowerCase()));
    if (genre) {
      query = query.where('artist_id', 'in', (eb) =>
        eb.selectFrom('releases').select('artist_id').where('genre', '=', genre).where('status', '=', 'published'),
      );
    }
    if (artist !== 'all') {
      query = query.where('artist_id', 'in', (eb) =>
        eb
          .selectFrom('artists')
          .select('id')
          .where('created_at', artist === 'legacy' ? '<' : '>=', legacyCutoff()),
      );
    }
    if (sort === 'featured') query = query.orderBy('featured', 'desc').orderBy('sold_count', 'desc');
    if (sort === 'popular') query = query.orderBy('sold_count', 'desc');
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
    return this.present(rows);
  }

  async find(id: number): Promise<Product | undefined> {
    const row = await this.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? (await this.present([row]))[0] : undefined;
  }

  /** The products' first image paths (order lines and receipts). */
  async firstImages(productIds: number[]): Promise<Map<number, string | null>> {
    const images = await this.imagePaths(productIds);
    return new Map([...images].map(([id, paths]) => [id, paths[0] ? this.media.url(paths[0]) : null]));
  }

  private async imagePaths(productIds: number[]): Promise<Map<number, string[]>> {
    const byProduct = new Map<number, string[]>(productIds.map((id) => [id, []]));
    if (productIds.length === 0) return byProduct;
    const rows = await this.db
      .selectFrom('product_images')
      .select(['product_id', 'path'])
      .where('product_id', 'in', productIds)
      .orderBy('product_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
    for (const row of rows) byProduct.get(row.product_id)?.push(row.path);
    return byProduct;
  }

  private async present(rows: ProductRow[]): Promise<Product[]> {
    const images = await this.imagePaths(rows.map((row) => row.id));
    const now = Date.now();
    return rows.map((row) => {
      const urls = (images.get(row.id) ?? [])
        .map((path) => this.media.url(path))
        .filter((url): url is string => url !== null);
      return {
        id: row.id,
        name: row.name,
        title: row.name,
        slug: row.slug,
        description: row.description,
        category: row.category,
        stock: row.stock,
        images: urls.map((url) => ({ url })),
        image: urls[0] ?? null,
        isNew: now - Date.parse(row.created_at) < NEW_FOR_DAYS * DAY_MS,
        createdAt: row.created_at,
        ...priceOf(row.price_minor, row.currency),
      };
    });
  }
}
