import { EmptyState, ErrorState, href, LoadingState, SectionHeader, useQuery, useTranslation } from '@kora/shared';
import { catalogueQueries } from '../../../api';
import { ArticleCard } from '../../../common/components/article-card';
import './home.css';

export const HOME_ARTICLES = 3;

/** Home: the 3 latest news articles. */
export function NewsSection() {
  const { t } = useTranslation('catalogue');
  const articles = useQuery(catalogueQueries.articles(HOME_ARTICLES));
  return (
    <section className="kora-cat-home-section" aria-labelledby="kora-home-news">
      <SectionHeader id="kora-home-news" title={t('home.news')} more={{ to: href('news'), label: t('home.seeAll') }} />
      {articles.status === 'pending' && <LoadingState />}
      {articles.status === 'error' && <ErrorState message={t('news.loadError')} />}
      {articles.status === 'success' && articles.data.length === 0 && <EmptyState title={t('news.empty')} />}
      {articles.status === 'success' && articles.data.length > 0 && (
        <ul className="kora-cat-grid kora-cat-grid--articles">
          {articles.data.slice(0, HOME_ARTICLES).map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
