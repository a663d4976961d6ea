import { useMemo, useState } from 'react';
import { EmptyState, ErrorState, FilterTabs, LoadingState, useQuery, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { catalogueQueries } from '../api';
import { ArticleCard } from '../common/components/article-card';

const ALL = '';

/** /news: the articles with category tabs (All plus the categories found) and their comment counts. */
export function NewsPage() {
  const { t } = useTranslation('catalogue');
  const articles = useQuery(catalogueQueries.articles(100));
  const [category, setCategory] = useState(ALL);
  const categories = useMemo(
    () => (articles.status === 'success' ? [...new Set(articles.data.map((article) => article.category))] : []),
    [articles],
  );
  const shown =
    articles.status === 'success'
      ? articles.data.filter((article) => category === ALL || article.category === category)
      : [];

  return (
    <ScreenFrame area="catalogue" screen="news">
      {articles.status === 'pending' && <LoadingState />}
      {articles.status === 'error' && (
        <ErrorState message={t('news.loadError')} onRetry={() => void articles.refetch()} />
      )}
      {articles.status === 'success' && (
        <>
          {categories.length > 0 && (
            <FilterTabs
              label={t('news.categories')}
              options={[ALL, ...categories]}
              value={category}
              onChange={setCategory}
              optionLabel={(name) => name || t('news.all')}
            />
          )}
          {shown.length === 0 ? (
            <EmptyState title={t('news.empty')} />
          ) : (
            <ul className="kora-cat-grid kora-cat-grid--articles">
              {shown.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ScreenFrame>
  );
}
