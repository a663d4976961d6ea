import { useParams } from 'react-router-dom';
import { href, QueryView, ResponsiveImage, ShareLinks, useQuery, useTranslation } from '@kora/shared';
import { formatDate } from '@kora/shared/format';
import { SafeHtml } from '@kora/shared/safe-html';
import { catalogueApi, catalogueQueries } from '../api';
import { Breadcrumb } from '../common/components/breadcrumb';
import { CommentsSection } from '../features/comments/components/comments-section';
import { DetailFrame } from '../common/components/detail-frame';

/** /news/{id}: image, category, date, the HTML content made safe, share links and the comment thread. */
export function ArticlePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('catalogue');
  const article = useQuery(catalogueQueries.article(id));
  return (
    <DetailFrame screen="article" title={article.data?.title}>
      <QueryView query={article} notFoundText={t('news.notFound')} errorText={t('news.articleError')}>
        {(data) => (
          <>
            <Breadcrumb
              items={[
                { label: t('breadcrumbHome'), to: href('home') },
                { label: t('screens.news'), to: href('news') },
                { label: data.title },
              ]}
            />
            <article className="kora-cat-article">
              <p className="kora-cat-article__meta">
                <span className="kora-cat-badge">{data.category}</span>
                <time dateTime={data.createdAt}>{formatDate(data.createdAt, i18n.language)}</time>
                <span>{t('news.by', { author: data.author })}</span>
              </p>
              {data.image && (
                <ResponsiveImage
                  className="kora-cat-article__image"
                  src={data.image}
                  alt=""
                  width={832}
                  height={468}
                  sizes="(max-width: 900px) calc(100vw - 2rem), 52rem"
                  priority
                />
              )}
              <SafeHtml author="staff" html={data.content} className="kora-cat-article__content" />
            </article>
            <ShareLinks title={data.title} networks={['facebook', 'twitter', 'vk']} />
            <CommentsSection
              threadKey={`article-${data.id}`}
              load={(signal) => catalogueApi.articleComments(data.id, signal)}
              send={(text, parentId) => catalogueApi.commentArticle(data.id, text, parentId)}
              signInRequired
              texts={{ loadError: t('comments.articleLoadError'), sendError: t('comments.sendError') }}
            />
          </>
        )}
      </QueryView>
    </DetailFrame>
  );
}
