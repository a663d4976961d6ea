import { useMemo, useState } from 'react';
import { EmptyState, ErrorState, FilterTabs, LoadingState, useQuery, useTranslation } from '@kora/shared';
import { ArticleCard } from '../../../common/components/article-card';
import '../../../common/components/card-grid.css';
import { newsArticles } from '../api/list-articles';

const ALL = '';

/** The articles with category tabs (All plus the categories found) and their comment counts. */
export function NewsList() {
  const { t } = useTranslation('catalogue');
  const articles = useQuery(newsArticles());
  const [category, setCategory] = useState(ALL);
  const categories = useMemo(
    () => (articles.status === 'success' ? [...new Set(articles.data.map((article) => article.category))] : []),
    [articles],
  );
  const shown =
    articles.status === 'success'
      ? articles.data.filter((article) => category === ALL || article.category === category)
      : [];

  if (articles.status === 'pending') return <LoadingState />;
  if (articles.status === 'error') {
    return <ErrorState message={t('news.loadError')} onRetry={() => void articles.refetch()} />;
  }
  return (
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
  );
}
