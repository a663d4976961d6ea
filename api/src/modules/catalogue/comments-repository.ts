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
  user_id: number | null;
  username: string | null;
  hidden_at: string | null;
}

/** A comment with what it belongs to, for the calls that act on one comment. */
export interface LocatedComment {
  id: number;
  userId: number | null;
  parentId: number | null;
  target: CommentTarget;
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
        'comments.user_id',
        'comments.hidden_at',
        'users.username as username',
      ]);
  }

  /** Every comment of the target, oldest first (replies included); hidden ones only when asked. */
  list(target: CommentTarget, { withHidden }: { withHidden: boolean }): Promise<CommentRow[]> {
    let query = this.rows().where(`comments.${COLUMN[target.kind]}`, '=', target.id);
    if (!withHidden) query = query.where('comments.hidden_at', 'is', null);
    return query.orderBy('comments.created_at').orderBy('comments.id').execute();
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

  async locate(commentId: number): Promise<LocatedComment | undefined> {
    const row = await this.db
      .selectFrom('comments')
      .select(['id', 'user_id', 'parent_id', 'release_id', 'article_id', 'episode_id'])
      .where('id', '=', commentId)
      .executeTakeFirst();
    if (!row) return undefined;
    const target: CommentTarget =
      row.release_id !== null
        ? { kind: 'release', id: row.release_id }
        : row.article_id !== null
          ? { kind: 'article', id: row.article_id }
          : { kind: 'episode', id: Number(row.episode_id) };
    return { id: row.id, userId: row.user_id, parentId: row.parent_id, target };
  }

  /** The user who owns the release (its artist's account), the article (its author) or the episode (its podcast's creator). */
  async ownerOf(target: CommentTarget): Promise<number | null> {
    const row =
      target.kind === 'release'
        ? await this.db
            .selectFrom('releases')
            .innerJoin('artists', 'artists.id', 'releases.artist_id')
            .select('artists.user_id as owner')
            .where('releases.id', '=', target.id)
            .executeTakeFirst()
        : target.kind === 'article'
          ? await this.db
              .selectFrom('articles')
              .select('author_id as owner')
              .where('id', '=', target.id)
              .executeTakeFirst()
          : await this.db
              .selectFrom('episodes')
              .innerJoin('podcasts', 'podcasts.id', 'episodes.podcast_id')
              .select('podcasts.creator_id as owner')
              .where('episodes.id', '=', target.id)
              .executeTakeFirst();
    return row?.owner ?? null;
  }

  find(commentId: number): Promise<CommentRow | undefined> {
    return this.rows().where('comments.id', '=', commentId).executeTakeFirst();
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

  /** Deletes the comment; its replies stay, moved up to where it stood (replies are other people's words). */
  async remove(comment: LocatedComment): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('comments')
        .set({ parent_id: comment.parentId })
        .where('parent_id', '=', comment.id)
        .execute();
      await trx.deleteFrom('comments').where('id', '=', comment.id).execute();
    });
  }

  /** Hides or shows the comment; hiding it again keeps the time it was first hidden. */
  async setHidden(commentId: number, hidden: boolean): Promise<void> {
    await this.db
      .updateTable('comments')
      .set({ hidden_at: hidden ? nowIso() : null })
      .where('id', '=', commentId)
      .where('hidden_at', hidden ? 'is' : 'is not', null)
      .execute();
  }
}
