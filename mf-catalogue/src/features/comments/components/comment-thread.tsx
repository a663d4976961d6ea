import { formatDateTime, useTranslation } from '@kora/shared';
import type { Comment } from '@kora/shared/contracts';

interface CommentThreadProps {
  comments: readonly Comment[];
  onReply: (comment: Comment) => void;
  onQuote: (comment: Comment) => void;
}

/** Comments with their replies nested under them. Every text is rendered as text, never as HTML. */
export function CommentThread({ comments, onReply, onQuote }: CommentThreadProps) {
  const { t, i18n } = useTranslation('catalogue');
  return (
    <ol className="kora-cat-comments__list">
      {comments.map((comment) => (
        <li key={comment.id} className="kora-cat-comment">
          <article aria-label={t('comments.by', { author: comment.author })}>
            <header className="kora-cat-comment__header">
              <span className="kora-cat-comment__author">{comment.author}</span>
              <time className="kora-cat-comment__date" dateTime={comment.createdAt}>
                {formatDateTime(comment.createdAt, i18n.language)}
              </time>
            </header>
            <p className="kora-cat-comment__text">{comment.text}</p>
            <div className="kora-cat-comment__actions">
              <button
                type="button"
                className="kora-cat-link-button"
                aria-label={t('comments.replyTo', { author: comment.author })}
                onClick={() => onReply(comment)}
              >
                {t('comments.reply')}
              </button>
              <button
                type="button"
                className="kora-cat-link-button"
                aria-label={t('comments.quoteFrom', { author: comment.author })}
                onClick={() => onQuote(comment)}
              >
                {t('comments.quote')}
              </button>
            </div>
          </article>
          {comment.children.length > 0 && (
            <CommentThread comments={comment.children} onReply={onReply} onQuote={onQuote} />
          )}
        </li>
      ))}
    </ol>
  );
}
