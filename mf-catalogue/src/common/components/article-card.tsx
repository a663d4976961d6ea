import { Link } from 'react-router-dom';
import { href, ResponsiveImage, useTranslation } from '@kora/shared';
import { formatDate } from '@kora/shared/format';
import type { Article } from '@kora/shared/contracts';
import { FALLBACK_COVER } from '../lib/media';
import { Badge } from './badge';
import './wide-card.css';
import './text.css';

/** A news article in a grid: image, category, date, title link, excerpt and comment count. */
export function ArticleCard({ article }: { article: Article }) {
  const { t, i18n } = useTranslation('catalogue');
  return (
    <article className="kora-cat-article-card">
      <ResponsiveImage
        src={article.image ?? FALLBACK_COVER}
        alt=""
        width={480}
        height={270}
        sizes="(max-width: 560px) calc(100vw - 2rem), (max-width: 900px) 50vw, 33vw"
      />
      <div className="kora-cat-article-card__body">
        <p className="kora-cat-article-card__meta">
          <Badge>{article.category}</Badge>
          <time dateTime={article.createdAt}>{formatDate(article.createdAt, i18n.language)}</time>
        </p>
        <h3 className="kora-cat-article-card__title">
          <Link to={href('article', { id: article.id })}>{article.title}</Link>
        </h3>
        {article.excerpt && <p className="kora-cat-article-card__excerpt">{article.excerpt}</p>}
        <p className="kora-cat-muted">{t('news.comments', { count: article.commentsCount })}</p>
      </div>
    </article>
  );
}
