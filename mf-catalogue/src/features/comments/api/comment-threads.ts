import { http, read } from '@kora/shared';
import type { Comment } from '@kora/shared/contracts';
import {
  commentArticle,
  commentEpisode,
  commentRelease,
  listArticleComments,
  listEpisodeComments,
  listReleaseComments,
} from '@kora/shared/contracts/endpoints';

/** What a comment thread is about. */
export interface CommentSubject {
  kind: 'release' | 'article' | 'episode';
  id: number;
}

const THREADS = {
  release: listReleaseComments,
  article: listArticleComments,
  episode: listEpisodeComments,
} as const;

/** The thread of a release, an article or an episode (under the reader's key: what they may do depends on them). */
export const commentThread = ({ kind, id }: CommentSubject) => read(THREADS[kind], { params: { id } });

/**
 * Posts a comment, or a reply to `parentId`. A plain call: the thread reloads only once the success
 * message has been read (spec §9), not as soon as the comment is stored.
 */
export function postComment({ kind, id }: CommentSubject, text: string, parentId: number | null): Promise<Comment> {
  switch (kind) {
    case 'release':
      return http.call(commentRelease, { params: { id }, body: { text, parentId } });
    case 'article':
      return http.call(commentArticle, { body: { text, articleId: id, parentId } });
    case 'episode':
      return http.call(commentEpisode, { params: { id }, body: { content: text, parentId } });
  }
}
