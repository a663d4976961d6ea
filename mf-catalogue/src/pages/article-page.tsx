import { useParams } from 'react-router-dom';
import {
  ErrorState,
  formatDate,
  href,
  isApiError,
  LoadingState,
  SafeHtml,
  useQuery,
  useTranslation,
} from '@kora/shared';
import { catalogueApi, catalogueQueries } from '../api';
import { Breadcrumb } from '../components/breadcrumb';
import { CommentsSection } from '../components/comments/comments-section';
import { DetailFrame } from '../components/detail-frame';
import { ShareLinks } from '../components/share-links';

/** /news/{id}: image, category, date, the HTML content made safe, share links and the comment thread. */
export function ArticlePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('catalogue');
  const article = useQuery(catalogueQueries.article(id));
  return (
    <DetailFrame screen="article" title={article.status === 'success' ? article.data.title : undefined}>
      {article.status === 'pending' && <LoadingState />}
      {article.status === 'error' &&
        (isApiError(article.error) && (article.error.status === 404 || article.error.status === 400) ? (
          <ErrorState message={t('news.notFound')} />
        ) : (
          <ErrorState message={t('news.articleError')} onRetry={() => void article.refetch()} />
        ))}
      {article.status === 'success' && (
        <>
          <Breadcrumb
            items={[
              { label: t('breadcrumbHome'), to: href('home') },
              { label: t('screens.news'), to: href('news') },
              { label: article.data.title },
            ]}
          />
          <article className="kora-cat-article">
            <p className="kora-cat-article__meta">
              <span className="kora-cat-badge">{article.data.category}</span>
              <time dateTime={article.data.createdAt}>{formatDate(article.data.createdAt, i18n.language)}</time>
              <span>{t('news.by', { author: article.data.author })}</span>
            </p>
            {article.data.image && <img className="kora-cat-article__image" src={article.data.image} alt="" />}
            <SafeHtml html={article.data.content} className="kora-cat-article__content" />
          </article>
          <ShareLinks title={article.data.title} networks={['facebook', 'twitter', 'vk']} />
          <CommentsSection
            threadKey={`article-${article.data.id}`}
            load={(signal) => catalogueApi.articleComments(article.data.id, signal)}
            send={(text, parentId) => catalogueApi.commentArticle(article.data.id, text, parentId)}
            signInRequired
            texts={{ loadError: t('comments.articleLoadError'), sendError: t('comments.sendError') }}
          />
        </>
      )}
    </DetailFrame>
  );
}
