import type { Db } from '../../db/connection';
import type { ArticleRow, BannerRow, PartnerRow } from '../../db/tables';

export type ArticleWithStats = ArticleRow & { author: string | null; comments_count: number | string | bigint | null };

interface AuthorColumns {
  author_firstname: string | null;
  author_lastname: string | null;
  author_username: string | null;
}

function withAuthor<T extends AuthorColumns>(row: T): T & { author: string | null } {
  const fullName = [row.author_firstname, row.author_lastname].filter(Boolean).join(' ');
  return { ...row, author: fullName || row.author_username };
}

/** Published news articles, partners and home banners. */
export class NewsRepository {
  constructor(private readonly db: Db) {}

  private articles() {
    return this.db
      .selectFrom('articles')
      .leftJoin('users', 'users.id', 'articles.author_id')
      .selectAll('articles')
      .select([
        'users.firstname as author_firstname',
        'users.lastname as author_lastname',
        'users.username as author_username',
      ])
      .select((eb) => [
        eb
          .selectFrom('comments')
          .select(eb.fn.countAll().as('n'))
          .whereRef('comments.article_id', '=', 'articles.id')
          .where('comments.hidden_at', 'is', null)
          .as('comments_count'),
      ])
      .where('articles.published_at', 'is not', null);
  }

  async listArticles(limit: number, category?: string): Promise<ArticleWithStats[]> {
    let query = this.articles();
    if (category) query = query.where((eb) => eb(eb.fn('lower', ['articles.category']), '=', category.toLowerCase()));
    const rows = await query
      .orderBy('articles.published_at', 'desc')
      .orderBy('articles.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(withAuthor);
  }

  async findArticle(id: number): Promise<ArticleWithStats | undefined> {
    const row = await this.articles().where('articles.id', '=', id).executeTakeFirst();
    return row ? withAuthor(row) : undefined;
  }

  partners(): Promise<PartnerRow[]> {
    return this.db.selectFrom('partners').selectAll().orderBy('position').orderBy('id').execute();
  }

  banners(): Promise<BannerRow[]> {
    return this.db
      .selectFrom('banners')
      .selectAll()
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }
}
