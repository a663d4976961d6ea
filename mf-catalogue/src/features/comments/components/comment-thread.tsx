import { useTranslation } from '@kora/shared';
import { formatDateTime } from '@kora/shared/format';
import type { Comment } from '@kora/shared/contracts';
import './comments.css';

/** What a reader may do to a comment beyond answering it. */
export type CommentAction = 'delete' | 'hide' | 'show';

interface CommentThreadProps {
  comments: readonly Comment[];
  onReply: (comment: Comment) => void;
  onQuote: (comment: Comment) => void;
  onAction: (action: CommentAction, comment: Comment) => void;
}

/**
 * Comments with their replies nested under them. Every text is rendered as text, never as HTML. A
 * visitor's name carries a mark, so it cannot pass for a member's; the author may delete their comment,
 * the owner of what it comments on may hide it (then only they see it, marked) or show it again.
 */
export function CommentThread({ comments, onReply, onQuote, onAction }: CommentThreadProps) {
  const { t, i18n } = useTranslation('catalogue');
  return (
    <ol className="kora-cat-comments__list">
      {comments.map((comment) => (
        <li key={comment.id} className="kora-cat-comment">
          <article
            aria-label={t('comments.by', { author: comment.author })}
            className={comment.hidden ? 'kora-cat-comment--hidden' : undefined}
          >
            <header className="kora-cat-comment__header">
              <span className="kora-cat-comment__author">{comment.author}</span>
              {comment.authorKind === 'visitor' && (
                <span className="kora-cat-comment__mark">{t('comments.visitorMark')}</span>
              )}
              <time className="kora-cat-comment__date" dateTime={comment.createdAt}>
                {formatDateTime(comment.createdAt, i18n.language)}
              </time>
              {comment.hidden && <span className="kora-cat-comment__mark">{t('comments.hiddenMark')}</span>}
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
              {comment.canHide && (
                <button
                  type="button"
                  className="kora-cat-link-button"
                  aria-label={t(comment.hidden ? 'comments.showFrom' : 'comments.hideFrom', { author: comment.author })}
                  onClick={() => onAction(comment.hidden ? 'show' : 'hide', comment)}
                >
                  {t(comment.hidden ? 'comments.show' : 'comments.hide')}
                </button>
              )}
              {comment.canDelete && (
                <button
                  type="button"
                  className="kora-cat-link-button"
                  aria-label={t('comments.deleteMine', {
                    date: formatDateTime(comment.createdAt, i18n.language),
                  })}
                  onClick={() => onAction('delete', comment)}
                >
                  {t('comments.delete')}
                </button>
              )}
            </div>
          </article>
          {comment.children.length > 0 && (
            <CommentThread comments={comment.children} onReply={onReply} onQuote={onQuote} onAction={onAction} />
          )}
        </li>
      ))}
    </ol>
  );
}
