import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  isApiError,
  LoadingState,
  selectSignedIn,
  useQuery,
  useQueryClient,
  useSessionStore,
  useTranslation,
} from '@kora/shared';
import { useNearViewport, useSignInHere } from '@kora/shared/remote-app';
import { COMMENT_MAX_LENGTH, validateComment } from '@kora/shared/validation';
import type { Comment } from '@kora/shared/contracts';
import { commentThread, postComment, type CommentSubject } from '../api/comment-threads';
import { CommentThread } from './comment-thread';
import { useCommentActions } from './use-comment-actions';
import './comments.css';

/** The success message stays this long, then the thread reloads (spec §9). */
export const COMMENT_RELOAD_MS = 2000;

/**
 * Releases and articles take comments from signed-in users only, episodes from anyone; the spec's
 * messages differ per screen.
 */
const THREAD_RULES = {
  release: { signInRequired: true, loadError: 'comments.releaseLoadError', sendError: 'comments.sendError' },
  article: { signInRequired: true, loadError: 'comments.articleLoadError', sendError: 'comments.sendError' },
  episode: { signInRequired: false, loadError: 'comments.episodeLoadError', sendError: 'comments.episodeSendError' },
} as const;

type Mode = { kind: 'reply' | 'quote'; comment: Comment } | null;
type Message = { kind: 'success' | 'error'; text: string } | null;

/**
 * A comment thread and its form: reply (the form targets the comment and starts with a mention),
 * quote (the form starts with the quoted text), the spec's validation messages, then a success
 * message and, 2 s later, the thread reloaded.
 */
export function CommentsSection({ subject }: { subject: CommentSubject }) {
  const { t } = useTranslation('catalogue');
  const signInHere = useSignInHere();
  const signedIn = useSessionStore(selectSignedIn);
  const { signInRequired, loadError, sendError } = THREAD_RULES[subject.kind];
  const threadRead = commentThread(subject);
  const place = useRef<HTMLElement>(null);
  // The thread comes after what the page is about: it is read as the reader scrolls towards it.
  const near = useNearViewport(place, true);
  const thread = useQuery({ ...threadRead, enabled: near });
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [mode, setMode] = useState<Mode>(null);
  const [message, setMessage] = useState<Message>(null);
  const [sending, setSending] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fieldId = useId();
  const titleId = useId();
  const actions = useCommentActions(threadRead.queryKey);

  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [],
  );

  const startReply = (comment: Comment) => {
    setMode({ kind: 'reply', comment });
    setText(`@${comment.author} `);
    setMessage(null);
    textareaRef.current?.focus();
  };

  const startQuote = (comment: Comment) => {
    setMode({ kind: 'quote', comment });
    setText(`« ${comment.text} » — ${comment.author}\n`);
    setMessage(null);
    textareaRef.current?.focus();
  };

  const cancelMode = () => {
    setMode(null);
    setText('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = validateComment(text, { signedIn, signInRequired });
    if (refusal) {
      setMessage({ kind: 'error', text: t(`common:validation.${refusal}`, { max: COMMENT_MAX_LENGTH }) });
      return;
    }
    setSending(true);
    setMessage(null);
    try {
      await postComment(subject, text.trim(), mode?.kind === 'reply' ? mode.comment.id : null);
      setText('');
      setMode(null);
      setMessage({ kind: 'success', text: t('comments.sent') });
      if (timerRef.current) clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => {
        setMessage(null);
        void queryClient.invalidateQueries({ queryKey: threadRead.queryKey });
      }, COMMENT_RELOAD_MS);
    } catch (error) {
      // The server's explanation when it gave one (its message or detail), else the screen's own text.
      const explained = isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;
      setMessage({ kind: 'error', text: explained ? error.message : t(sendError) });
    } finally {
      setSending(false);
    }
  };

  const count = thread.status === 'success' ? countAll(thread.data) : 0;

  return (
    <section ref={place} className="kora-cat-comments" aria-labelledby={titleId}>
      <h2 id={titleId}>{thread.status === 'success' ? t('comments.titleCount', { count }) : t('comments.title')}</h2>
      {thread.status === 'pending' && <LoadingState />}
      {thread.status === 'error' && <ErrorState message={t(loadError)} onRetry={() => void thread.refetch()} />}
      {thread.status === 'success' && thread.data.length === 0 && <EmptyState title={t('comments.empty')} />}
      {thread.status === 'success' && thread.data.length > 0 && (
        <CommentThread comments={thread.data} onReply={startReply} onQuote={startQuote} onAction={actions.request} />
      )}
      <div aria-live="polite">
        {actions.outcome && (
          <p
            className={
              actions.outcome.kind === 'error' ? 'kora-cat-message kora-cat-message--error' : 'kora-cat-message'
            }
          >
            {actions.outcome.text}
          </p>
        )}
      </div>
      {actions.dialog}

      <form className="kora-cat-comment-form" onSubmit={submit} noValidate>
        {mode && (
          <p className="kora-cat-comment-form__mode">
            {mode.kind === 'reply'
              ? t('comments.replyingTo', { author: mode.comment.author })
              : t('comments.quoting', { author: mode.comment.author })}{' '}
            <button type="button" className="kora-cat-link-button" onClick={cancelMode}>
              {t('comments.cancel')}
            </button>
          </p>
        )}
        <label htmlFor={fieldId}>{t('comments.label')}</label>
        <textarea
          id={fieldId}
          ref={textareaRef}
          className="kora-field__input kora-field__textarea kora-cat-comment-form__text"
          rows={4}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {signInRequired && !signedIn && (
          <p className="kora-cat-comment-form__hint">
            <Link to={signInHere}>{t('comments.signInLink')}</Link>
          </p>
        )}
        <div className="kora-cat-comment-form__footer">
          <button
            type="submit"
            className="kora-button kora-button--accent"
            disabled={sending || (!signInRequired && !text.trim())}
          >
            {sending ? t('comments.sending') : t('comments.submit')}
          </button>
        </div>
        <div aria-live="polite">
          {message && (
            <p className={message.kind === 'error' ? 'kora-cat-message kora-cat-message--error' : 'kora-cat-message'}>
              {message.text}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

function countAll(comments: readonly Comment[]): number {
  return comments.reduce((sum, comment) => sum + 1 + countAll(comment.children), 0);
}
