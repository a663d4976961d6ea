import { href, QuerySection, read, SkeletonCard, SkeletonList, useQuery, useTranslation } from '@kora/shared';
import { listArticles } from '@kora/shared/contracts/endpoints';
import { ArticleCard } from '../../../common/components/article-card';
import '../../../common/components/card-grid.css';
import './home.css';

export const HOME_ARTICLES = 3;

/** Home: the 3 latest news articles. */
export function NewsSection() {
  const { t } = useTranslation('catalogue');
  const articles = useQuery(read(listArticles, { query: { limit: HOME_ARTICLES } }));
  return (
    <QuerySection
      className="kora-cat-home-section"
      id="kora-home-news"
      title={t('home.news')}
      more={{ to: href('news'), label: t('home.seeAll') }}
      query={articles}
      loading={
        <SkeletonList
          count={HOME_ARTICLES}
          className="kora-cat-grid kora-cat-grid--articles"
          item={<SkeletonCard media="wide" lines={8} />}
        />
      }
      errorText={t('news.loadError')}
      retry={false}
      emptyText={t('news.empty')}
    >
      {(list) => (
        <ul className="kora-cat-grid kora-cat-grid--articles">
          {list.slice(0, HOME_ARTICLES).map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
    </QuerySection>
  );
}
