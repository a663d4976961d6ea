import type { Comment } from '@kora/shared/contracts';
import {
  commentArticle,
  commentEpisode,
  commentRelease,
  listArticleComments,
  listEpisodeComments,
  listReleaseComments,
} from '@kora/shared/contracts/endpoints';
import { frenchText } from '@kora/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { optionalUser } from '../../auth/optional-user';
import { currentUser } from '../../auth/plugin';
import { invalid, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { notifyCommentReply } from './comment-notices';
import commentModerationRoutes from './comment-moderation-routes';
import { commentThread, presentComment, type CommentViewer } from './comment-threads';
import { CommentsRepository, type CommentTarget } from './comments-repository';
import { NewsRepository } from './news-repository';
import { PodcastsRepository } from './podcasts-repository';
import { CATALOGUE_RATE_LIMITS, perAddress } from './rate-limits';
import { ReleasesRepository, RELEASE_NOT_FOUND } from './releases-repository';
import { ensureVisitorNameFree } from './visitor-names';

export const COMMENT_EMPTY = frenchText('validation.commentEmpty');
const PARENT_UNKNOWN = "Le commentaire auquel vous répondez n'existe pas.";

/** Trimmed text, or 422 with the spec's message when nothing is left. */
function commentText(value: string | undefined, field: string): string {
  const text = (value ?? '').trim();
  if (!text) throw invalid([{ propertyPath: field, message: COMMENT_EMPTY }], COMMENT_EMPTY);
  return text;
}

/**
 * Comment threads of releases, articles and episodes. Releases and articles take comments from
 * signed-in users; episodes from anyone (a valid token names the author), limited per address; a
 * visitor's name cannot be a member's or an artist's. Texts are stored and answered as plain text.
 * The owner of the release, article or episode also sees the comments they hid.
 */
export default async function commentsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(commentModerationRoutes);
  const comments = new CommentsRepository(app.db);
  const releases = new ReleasesRepository(app.db);
  const news = new NewsRepository(app.db);
  const podcasts = new PodcastsRepository(app.db);

  const exists: Record<CommentTarget['kind'], (id: number) => Promise<unknown>> = {
    release: (id) => releases.find(id),
    article: (id) => news.findArticle(id),
    episode: (id) => podcasts.findEpisode(id),
  };
  const missing: Record<CommentTarget['kind'], string> = {
    release: RELEASE_NOT_FOUND,
    article: 'Article introuvable.',
    episode: 'Épisode non trouvé',
  };

  async function visible(target: CommentTarget): Promise<void> {
    if (!(await exists[target.kind](target.id))) throw notFound(missing[target.kind]);
  }

  async function viewerOf(userId: number | null, target: CommentTarget): Promise<CommentViewer> {
    return { userId, ownsTarget: userId !== null && (await comments.ownerOf(target)) === userId };
  }

  async function thread(request: FastifyRequest, target: CommentTarget) {
    await visible(target);
    const viewer = await viewerOf((await optionalUser(app, request))?.id ?? null, target);
    return commentThread(await comments.list(target, { withHidden: viewer.ownsTarget }), viewer);
  }

  async function post(
    reply: FastifyReply,
    target: CommentTarget,
    input: { text: string; parentId?: number | null; userId: number | null; authorName?: string | null },
  ): Promise<Comment> {
    await visible(target);
    const parentId = input.parentId ?? null;
    if (parentId !== null && !(await comments.belongsTo(parentId, target))) {
      throw invalid([{ propertyPath: 'parentId', message: PARENT_UNKNOWN }], PARENT_UNKNOWN);
    }
    const authorName = input.userId === null ? input.authorName?.trim() || null : null;
    if (authorName !== null) await ensureVisitorNameFree(app.db, authorName, 'author');
    const row = await comments.create({ target, content: input.text, parentId, userId: input.userId, authorName });
    const comment = presentComment(row, await viewerOf(input.userId, target));
    await notifyCommentReply(app.db, { id: row.id, target, parentId, userId: input.userId, from: comment.author });
    reply.code(201);
    return comment;
  }

  route(app, listReleaseComments, async (request) => thread(request, { kind: 'release', id: request.params.id }));

  route(
    app,
    commentRelease,
    async (request, reply) =>
      post(
        reply,
        { kind: 'release', id: request.params.id },
        {
          text: commentText(request.body?.text, 'text'),
          parentId: request.body?.parentId,
          userId: currentUser(request).id,
        },
      ),
    { config: perAddress(CATALOGUE_RATE_LIMITS.comments) },
  );

  route(app, listArticleComments, async (request) => thread(request, { kind: 'article', id: request.params.id }));

  route(
    app,
    commentArticle,
    async (request, reply) =>
      post(
        reply,
        { kind: 'article', id: request.body.articleId },
        {
          text: commentText(request.body.text, 'text'),
          parentId: request.body.parentId,
          userId: currentUser(request).id,
        },
      ),
    { config: perAddress(CATALOGUE_RATE_LIMITS.comments) },
  );

  route(app, listEpisodeComments, async (request) => thread(request, { kind: 'episode', id: request.params.id }));

  route(
    app,
    commentEpisode,
    async (request, reply) => {
      const user = await optionalUser(app, request);
      return post(
        reply,
        { kind: 'episode', id: request.params.id },
        {
          text: commentText(request.body?.content, 'content'),
          parentId: request.body?.parentId,
          userId: user?.id ?? null,
          authorName: request.body?.author,
        },
      );
    },
    { config: perAddress(CATALOGUE_RATE_LIMITS.episodeComments) },
  );
}
