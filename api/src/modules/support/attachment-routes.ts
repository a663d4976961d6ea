import type { SupportRequestDetail } from '@kora/shared/contracts';
import { attachToSupportRequest, getSupportAttachment } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { conflict, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { sendStored } from '../../http/send-stored';
import { isMediaKey } from '../../media/storage/media-storage';
import { withinUploadAllowance } from '../media/allowed-upload';
import { receiveFile } from '../media/receive-file';
import { storeAttachment } from './attachment-store';
import { SUPPORT_REQUEST_NOT_FOUND, type SupportRepository, type SupportRequestRow } from './support-repository';

export const ALREADY_ATTACHED = 'Cette demande a déjà une pièce jointe.';
export const NO_ATTACHMENT = 'Cette demande n’a pas de pièce jointe.';

interface SupportRequests {
  requests: SupportRepository;
  /** The request for its requester or the support team; 404 for anyone else. */
  readable(id: number, userId: number): Promise<{ row: SupportRequestRow; staff: boolean }>;
  detail(id: number): Promise<SupportRequestDetail>;
}

/** ASCII only, for the plain `filename` of Content-Disposition; `filename*` carries the real name. */
const asciiName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');

/**
 * A request's one attachment: sent by its requester right after opening it, read back by the requester
 * and the support team. The files sit in the private storage, beside the masters, and leave it only here.
 */
export function supportAttachmentRoutes(app: FastifyInstance, { requests, readable, detail }: SupportRequests): void {
  const storage = app.storage.private;

  // Whose request and whether it has room are known before a byte of the file is read.
  route(
    app,
    attachToSupportRequest,
    async (request, reply) => {
      const userId = currentUser(request).id;
      const row = await requests.find(request.params.id);
      if (!row || row.user_id !== userId) throw notFound(SUPPORT_REQUEST_NOT_FOUND);
      if (await requests.attachmentOf(row.id)) throw conflict(ALREADY_ATTACHED);
      const stored = await withinUploadAllowance(app, request, reply, 'image', async () =>
        storeAttachment(storage, await receiveFile(request, 'image', 'file')),
      );
      const attached = await requests.attach({
        request_id: row.id,
        file: stored.file,
        name: stored.name,
        mime_type: stored.type,
        size_bytes: stored.size,
      });
      if (!attached) {
        await storage.delete(stored.file);
        throw conflict(ALREADY_ATTACHED);
      }
      return detail(row.id);
    },
    { ownBody: true },
  );

  route(app, getSupportAttachment, async (request, reply) => {
    const { row } = await readable(request.params.id, currentUser(request).id);
    const attachment = await requests.attachmentOf(row.id);
    const sent =
      attachment && isMediaKey(attachment.file)
        ? await sendStored(request, reply, storage, attachment.file, {
            cacheControl: 'private, no-store',
            headers: {
              'content-disposition': `attachment; filename="${asciiName(attachment.name)}"; filename*=UTF-8''${encodeURIComponent(attachment.name)}`,
              'x-content-type-options': 'nosniff',
            },
          })
        : false;
    if (!sent) throw notFound(NO_ATTACHMENT);
    return reply;
  });
}
