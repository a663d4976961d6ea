import type { Comment } from '@kora/shared/contracts';
import type { CommentRow } from './comments-repository';

export const ANONYMOUS_AUTHOR = 'Anonyme';

export function presentComment(row: CommentRow): Comment {
  return {
    id: row.id,
    text: row.content,
    content: row.content,
    author: row.username ?? (row.author_name?.trim() || ANONYMOUS_AUTHOR),
    user: row.username ? { username: row.username } : null,
    createdAt: row.created_at,
    parentId: row.parent_id,
    children: [],
  };
}

/** Rows (oldest first) → top-level comments, each with its replies nested under it, oldest first. */
export function commentThread(rows: readonly CommentRow[]): Comment[] {
  const byId = new Map<number, Comment>();
  for (const row of rows) byId.set(row.id, presentComment(row));
  const roots: Comment[] = [];
  for (const comment of byId.values()) {
    const parent = comment.parentId === null ? undefined : byId.get(comment.parentId);
    // A reply whose parent is gone is still shown, at the top level.
    if (parent) parent.children.push(comment);
    else roots.push(comment);
  }
  return roots;
}
