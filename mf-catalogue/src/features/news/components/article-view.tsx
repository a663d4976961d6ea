import { href, ResponsiveImage, ShareLinks, useTranslation } from '@kora/shared';
import { formatDate } from '@kora/shared/format';
import { SafeHtml } from '@kora/shared/safe-html';
import type { Article } from '@kora/shared/contracts';
import { Badge } from '../../../common/components/badge';
import { Breadcrumb } from '../../../common/components/breadcrumb';
import './article-view.css';

/** An article: its place in the news, category, date, author, picture, the HTML content made safe, share links. */
export function ArticleView({ article }: { article: Article }) {
  const { t, i18n } = useTranslation('catalogue');
  return (
    <>
      <Breadcrumb
        items={[
          { label: t('breadcrumbHome'), to: href('home') },
          { label: t('screens.news'), to: href('news') },
          { label: article.title },
        ]}
      />
      <article className="kora-cat-article">
        <p className="kora-cat-article__meta">
          <Badge>{article.category}</Badge>
          <time dateTime={article.createdAt}>{formatDate(article.createdAt, i18n.language)}</time>
          <span>{t('news.by', { author: article.author })}</span>
        </p>
        {article.image && (
          <ResponsiveImage
            className="kora-cat-article__image"
            src={article.image}
            alt=""
            width={832}
            height={468}
            sizes="(max-width: 900px) calc(100vw - 2rem), 52rem"
            priority
          />
        )}
        <SafeHtml author="staff" html={article.content} className="kora-cat-article__content" />
      </article>
      <ShareLinks title={article.title} networks={['facebook', 'twitter', 'vk']} />
    </>
  );
}
