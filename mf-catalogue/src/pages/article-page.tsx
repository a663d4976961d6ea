import { useParams } from 'react-router-dom';
import { QueryView, read, useQuery, useTranslation } from '@kora/shared';
import { getArticle } from '@kora/shared/contracts/endpoints';
import { DetailFrame } from '../common/components/detail-frame';
import { CommentsSection } from '../features/comments/components/comments-section';
import { ArticleView } from '../features/news/components/article-view';

/** /news/{id}: the article and its comment thread. */
export function ArticlePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const article = useQuery(read(getArticle, { params: { id: Number(id) } }));
  return (
    <DetailFrame screen="article" title={article.data?.title}>
      <QueryView query={article} notFoundText={t('news.notFound')} errorText={t('news.articleError')}>
        {(data) => (
          <>
            <ArticleView article={data} />
            <CommentsSection subject={{ kind: 'article', id: data.id }} />
          </>
        )}
      </QueryView>
    </DetailFrame>
  );
}
