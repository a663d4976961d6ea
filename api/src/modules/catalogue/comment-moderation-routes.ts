import { deleteComment, setCommentVisibility } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { presentComment } from './comment-threads';
import { CommentsRepository } from './comments-repository';

export const COMMENT_NOT_FOUND = 'Commentaire introuvable.';
export const NOT_YOUR_COMMENT = 'Vous ne pouvez supprimer que vos propres commentaires.';
export const NOT_YOUR_CONTENT =
  "Seul le propriétaire de la sortie, de l'article ou de l'épisode peut masquer ses commentaires.";

/**
 * What happens to a comment after it is posted: its author deletes it; the owner of the release,
 * article or episode hides it from the public thread, or shows it again.
 */
export default async function commentModerationRoutes(app: FastifyInstance): Promise<void> {
  const comments = new CommentsRepository(app.db);

  async function located(id: number) {
    const comment = await comments.locate(id);
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    return comment;
  }

  route(app, deleteComment, async (request, reply) => {
    const comment = await located(request.params.id);
    if (comment.userId !== currentUser(request).id) throw forbidden(NOT_YOUR_COMMENT);
    await comments.remove(comment);
    return reply.code(204).send(null);
  });

  route(app, setCommentVisibility, async (request) => {
    const comment = await located(request.params.id);
    const userId = currentUser(request).id;
    if ((await comments.ownerOf(comment.target)) !== userId) throw forbidden(NOT_YOUR_CONTENT);
    await comments.setHidden(comment.id, request.body.hidden);
    const row = await comments.find(comment.id);
    if (!row) throw notFound(COMMENT_NOT_FOUND);
    return presentComment(row, { userId, ownsTarget: true });
  });
}
