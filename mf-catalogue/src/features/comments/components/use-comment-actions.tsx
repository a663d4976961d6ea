import { useState, type ReactNode } from 'react';
import { ConfirmDialog, isApiError, useQueryClient, useTranslation, write, type QueryKey } from '@kora/shared';
import type { Comment } from '@kora/shared/contracts';
import { deleteComment, setCommentVisibility } from '@kora/shared/contracts/endpoints';
import type { CommentAction } from './comment-thread';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

const DONE: Record<CommentAction, string> = {
  delete: 'comments.deleted',
  hide: 'comments.hidden',
  show: 'comments.shown',
};

/**
 * Deleting one's comment and hiding or showing a comment on one's own content: deleting and hiding
 * ask first (a dialog reached and answered from the keyboard), showing again does not. The thread
 * reloads after each, and the outcome is told in words.
 */
export function useCommentActions(threadQueryKey: QueryKey): {
  request: (action: CommentAction, comment: Comment) => void;
  dialog: ReactNode;
  outcome: Outcome;
} {
  const { t } = useTranslation('catalogue');
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<{ action: 'delete' | 'hide'; comment: Comment } | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = async (action: CommentAction, comment: Comment) => {
    setBusy(true);
    setOutcome(null);
    try {
      if (action === 'delete') await write(deleteComment, { params: { id: comment.id } });
      else await write(setCommentVisibility, { params: { id: comment.id }, body: { hidden: action === 'hide' } });
      // The write refreshes the catalogue's reads, this thread among them: the outcome is told once the
      // thread shows the change (its reload joined while under way, not asked for twice).
      await queryClient.refetchQueries({ queryKey: threadQueryKey, stale: true }, { cancelRefetch: false });
      setOutcome({ kind: 'success', text: t(DONE[action]) });
    } catch (error) {
      const explained = isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;
      setOutcome({ kind: 'error', text: explained ? error.message : t('comments.actionError') });
    } finally {
      setBusy(false);
      setAsked(null);
    }
  };

  const request = (action: CommentAction, comment: Comment) => {
    setOutcome(null);
    if (action === 'show') void run(action, comment);
    else setAsked({ action, comment });
  };

  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={t(asked?.action === 'hide' ? 'comments.hideTitle' : 'comments.deleteTitle')}
      cancelLabel={t('comments.cancel')}
      confirmLabel={t(asked?.action === 'hide' ? 'comments.hide' : 'comments.delete')}
      busy={busy}
      onCancel={() => setAsked(null)}
      onConfirm={() => asked && void run(asked.action, asked.comment)}
    >
      {asked && (
        <p>
          {asked.action === 'hide'
            ? t('comments.hideQuestion', { author: asked.comment.author })
            : t('comments.deleteQuestion')}
        </p>
      )}
    </ConfirmDialog>
  );

  return { request, dialog, outcome };
}
