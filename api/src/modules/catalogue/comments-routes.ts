import type { ArticleCommentRequest, EpisodeCommentRequest, ReleaseCommentRequest } from '@kora/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { invalid, notFound } from '../../http/errors';
import { bearer, errors, idParams, int, nullableInt, str, type IdParams } from '../../http/schemas';
import commentModerationRoutes from './comment-moderation-routes';
import { commentThread, presentComment, type CommentViewer } from './comment-threads';
import { CommentsRepository, type CommentTarget } from './comments-repository';
import { notifyCommentReply } from '../notifications/notices/comment-notices';
import { NewsRepository } from './news-repository';
import { optionalUser } from '../../auth/optional-user';
import { PodcastsRepository } from './podcasts-repository';
import { CATALOGUE_RATE_LIMITS, perAddress } from './rate-limits';
import { ReleasesRepository, RELEASE_NOT_FOUND } from './releases-repository';
import { ensureVisitorNameFree } from './visitor-names';
import { COMMENT_MAX_LENGTH, frenchText } from '@kora/shared/validation';

export const COMMENT_EMPTY = frenchText('validation.commentEmpty');
const PARENT_UNKNOWN = "Le commentaire auquel vous répondez n'existe pas.";

const commentSchema = {
  $id: 'CatalogueComment',
  type: 'object',
  properties: {
    id: int,
    text: str,
    content: str,
    author: str,
    authorKind: { type: 'string', enum: ['member', 'visitor'] },
    user: { anyOf: [{ type: 'object', properties: { username: str } }, { type: 'null' }] },
    createdAt: str,
    parentId: nullableInt,
    hidden: { type: 'boolean' },
    canDelete: { type: 'boolean' },
    canHide: { type: 'boolean' },
    children: { type: 'array', items: { $ref: 'CatalogueComment#' } },
  },
} as const;
const commentRef = { $ref: 'CatalogueComment#' } as const;
const threadRef = { type: 'array', items: commentRef } as const;

const textProperty = { type: 'string', maxLength: COMMENT_MAX_LENGTH } as const;
const parentIdProperty = { type: ['integer', 'null'], minimum: 1 } as const;

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
  app.addSchema(commentSchema);
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
  ) {
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
    return reply.status(201).send(comment);
  }

  const tags = ['catalogue'];

  app.get<{ Params: IdParams }>(
    '/releases/:id/comments',
    {
      schema: {
        tags,
        summary: "A release's comment thread; with a token, its owner also sees the hidden comments",
        params: idParams,
        response: { 200: threadRef, ...errors(400, 404) },
      },
    },
    async (request) => thread(request, { kind: 'release', id: request.params.id }),
  );

  app.post<{ Params: IdParams; Body: ReleaseCommentRequest }>(
    '/releases/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comments on a release, or replies to one of its comments',
        security: bearer,
        params: idParams,
        body: { type: 'object', properties: { text: textProperty, parentId: parentIdProperty } },
        response: { 201: commentRef, ...errors(400, 401, 404, 422, 429) },
      },
      preHandler: app.requireUser,
      config: perAddress(CATALOGUE_RATE_LIMITS.comments),
    },
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
  );

  app.get<{ Params: IdParams }>(
    '/articles/:id/comments',
    {
      schema: {
        tags,
        summary: "An article's comment thread; with a token, its author also sees the hidden comments",
        params: idParams,
        response: { 200: threadRef, ...errors(400, 404) },
      },
    },
    async (request) => thread(request, { kind: 'article', id: request.params.id }),
  );

  app.post<{ Body: ArticleCommentRequest }>(
    '/comments',
    {
      schema: {
        tags,
        summary: 'Comments on an article, or replies to one of its comments',
        security: bearer,
        body: {
          type: 'object',
          required: ['articleId'],
          properties: { text: textProperty, articleId: { type: 'integer', minimum: 1 }, parentId: parentIdProperty },
        },
        response: { 201: commentRef, ...errors(401, 404, 422, 429) },
      },
      preHandler: app.requireUser,
      config: perAddress(CATALOGUE_RATE_LIMITS.comments),
    },
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
  );

  app.get<{ Params: IdParams }>(
    '/episodes/:id/comments',
    {
      schema: {
        tags,
        summary: "An episode's comment thread; with a token, its creator also sees the hidden comments",
        params: idParams,
        response: { 200: threadRef, ...errors(400, 404) },
      },
    },
    async (request) => thread(request, { kind: 'episode', id: request.params.id }),
  );

  app.post<{ Params: IdParams; Body: EpisodeCommentRequest }>(
    '/episodes/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comments on an episode; no token needed (a valid one names the author), limited per address',
        params: idParams,
        body: {
          type: 'object',
          properties: { content: textProperty, author: { type: 'string', maxLength: 60 }, parentId: parentIdProperty },
        },
        response: { 201: commentRef, ...errors(400, 404, 422, 429) },
      },
      config: perAddress(CATALOGUE_RATE_LIMITS.episodeComments),
    },
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
  );
}
