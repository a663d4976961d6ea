import type { UploadKind } from '@kora/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { announcedBytes } from './receive-file';
import { uploadAllowanceOf } from './upload-allowance';

/**
 * Runs `upload` (receiving and storing one file of `kind`) within the signed-in user's upload rate and
 * quota, holding the bytes the request announces (else the kind's limit) until it ends. Refused before
 * the whole body arrived, the connection is closed rather than the rest read.
 */
export async function withinUploadAllowance<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: UploadKind,
  upload: () => Promise<T>,
): Promise<T> {
  try {
    const held = await uploadAllowanceOf(app).reserve(currentUser(request).id, announcedBytes(request, kind));
    try {
      return await upload();
    } finally {
      await held.settle();
    }
  } catch (error) {
    if (!request.raw.complete) reply.header('connection', 'close');
    throw error;
  }
}
