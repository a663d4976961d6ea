import { href } from '@kora/shared/routes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { notify } from '../notifications/notify';
import type { CommentTarget } from './comments-repository';

type Writer = Kysely<Database>;

async function titleAndLink(db: Writer, target: CommentTarget): Promise<{ title: string; link: string } | null> {
  const table = { release: 'releases', article: 'articles', episode: 'episodes' } as const;
  const row = await db.selectFrom(table[target.kind]).select('title').where('id', '=', target.id).executeTakeFirst();
  if (!row) return null;
  const route = { release: 'release', article: 'article', episode: 'episode' } as const;
  return { title: row.title, link: href(route[target.kind], { id: target.id }) };
}

/**
 * A reply: the member who wrote the comment replied to hears of it, unless they replied to themselves.
 * `from` is the replier's user name, or the name a visitor gave.
 */
export async function notifyCommentReply(
  db: Writer,
  reply: { id: number; target: CommentTarget; parentId: number | null; userId: number | null; from: string },
): Promise<void> {
  if (reply.parentId === null) return;
  const parent = await db.selectFrom('comments').select('user_id').where('id', '=', reply.parentId).executeTakeFirst();
  if (!parent?.user_id || parent.user_id === reply.userId) return;
  const commented = await titleAndLink(db, reply.target);
  if (!commented) return;
  await notify(db, parent.user_id, 'comment-reply', { title: commented.title, from: reply.from }, commented.link, {
    once: `comment:${reply.id}`,
  });
}
