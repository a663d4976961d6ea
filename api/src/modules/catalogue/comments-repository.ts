import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';

/** What a comment belongs to: one release, article or episode. */
export type CommentTarget = { kind: 'release' | 'article' | 'episode'; id: number };

export interface CommentRow {
  id: number;
  content: string;
  parent_id: number | null;
  created_at: string;
  author_name: string | null;
  username: string | null;
}

const COLUMN = { release: 'release_id', article: 'article_id', episode: 'episode_id' } as const;

export interface NewComment {
  target: CommentTarget;
  content: string;
  userId: number | null;
  authorName: string | null;
  parentId: number | null;
}

/** Comments of releases, articles and episodes, with their authors. */
export class CommentsRepository {
  constructor(private readonly db: Db) {}

  private rows() {
    return this.db
      .selectFrom('comments')
      .leftJoin('users', 'users.id', 'comments.user_id')
      .select([
        'comments.id',
        'comments.content',
        'comments.parent_id',
        'comments.created_at',
        'comments.author_name',
        'users.username as username',
      ]);
  }

  /** Every comment of the target, oldest first (replies included). */
  list(target: CommentTarget): Promise<CommentRow[]> {
    return this.rows()
      .where(`comments.${COLUMN[target.kind]}`, '=', target.id)
      .orderBy('comments.created_at')
      .orderBy('comments.id')
      .execute();
  }

  /** True when the comment exists and belongs to the target. */
  async belongsTo(commentId: number, target: CommentTarget): Promise<boolean> {
    const row = await this.db
      .selectFrom('comments')
      .select('id')
      .where('id', '=', commentId)
      .where(COLUMN[target.kind], '=', target.id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async create(comment: NewComment): Promise<CommentRow> {
    const { id } = await this.db
      .insertInto('comments')
      .values({
        user_id: comment.userId,
        author_name: comment.authorName,
        content: comment.content,
        parent_id: comment.parentId,
        release_id: comment.target.kind === 'release' ? comment.target.id : null,
        article_id: comment.target.kind === 'article' ? comment.target.id : null,
        episode_id: comment.target.kind === 'episode' ? comment.target.id : null,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return this.rows().where('comments.id', '=', id).executeTakeFirstOrThrow();
  }
}
