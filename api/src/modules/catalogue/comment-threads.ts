import type { Comment } from '@kora/shared/contracts';
import type { CommentRow } from './comments-repository';

export const ANONYMOUS_AUTHOR = 'Anonyme';

/** Who reads the thread: what they may do depends on it. */
export interface CommentViewer {
  userId: number | null;
  /** The viewer owns the release, article or episode: they may hide and show its comments. */
  ownsTarget: boolean;
}

export const VISITOR_VIEWER: CommentViewer = { userId: null, ownsTarget: false };

export function presentComment(row: CommentRow, viewer: CommentViewer): Comment {
  const { username } = row;
  return {
    id: row.id,
    text: row.content,
    content: row.content,
    author: username ?? (row.author_name?.trim() || ANONYMOUS_AUTHOR),
    authorKind: username !== null ? 'member' : 'visitor',
    user: username !== null ? { username } : null,
    createdAt: row.created_at,
    parentId: row.parent_id,
    hidden: row.hidden_at !== null,
    canDelete: viewer.userId !== null && row.user_id === viewer.userId,
    canHide: viewer.ownsTarget,
    children: [],
  };
}

/** Rows (oldest first) → top-level comments, each with its replies nested under it, oldest first. */
export function commentThread(rows: readonly CommentRow[], viewer: CommentViewer): Comment[] {
  const byId = new Map<number, Comment>();
  for (const row of rows) byId.set(row.id, presentComment(row, viewer));
  const roots: Comment[] = [];
  for (const comment of byId.values()) {
    const parent = comment.parentId === null ? undefined : byId.get(comment.parentId);
    // A reply whose parent is gone (or hidden from this viewer) is still shown, at the top level.
    if (parent) parent.children.push(comment);
    else roots.push(comment);
  }
  return roots;
}
