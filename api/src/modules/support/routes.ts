import {
  getSupportRequest,
  listSupportRequests,
  openSupportRequest,
  replyToSupportRequest,
  updateSupportRequest,
} from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { optionalUser } from '../../auth/optional-user';
import { currentUser } from '../../auth/plugin';
import { hasRole } from '../../auth/roles';
import { invalid, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { planOfUser } from '../subscriptions/require-feature';
import { promiseHoursOf } from './promise';
import { presentDetail, presentReply, presentSummary } from './present-request';
import { supportAttachmentRoutes } from './attachment-routes';
import { supportLimits } from './rate-limits';
import { tellOfSupportReply } from './reply-notice';
import { SUPPORT_REQUEST_NOT_FOUND, SupportRepository, type SupportRequestRow } from './support-repository';

const STAFF = 'ROLE_SUPPORT';

/** Support requests: members and visitors open them, the support team (ROLE_SUPPORT) answers them. */
export default async function supportModule(app: FastifyInstance): Promise<void> {
  const requests = new SupportRepository(app.db);
  const limits = supportLimits(app);

  const member = async (userId: number) => {
    const user = await app.db
      .selectFrom('users')
      .select(['username', 'email', 'firstname', 'lastname'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const fullName = [user.firstname, user.lastname].filter(Boolean).join(' ').trim();
    return { name: fullName || user.username, email: user.email };
  };

  /** The request for its requester or the support team; anyone else is told it does not exist. */
  const readable = async (id: number, userId: number): Promise<{ row: SupportRequestRow; staff: boolean }> => {
    const row = await requests.find(id);
    if (!row) throw notFound(SUPPORT_REQUEST_NOT_FOUND);
    if (row.user_id === userId) return { row, staff: await hasRole(app.db, userId, STAFF) };
    if (await hasRole(app.db, userId, STAFF)) return { row, staff: true };
    throw notFound(SUPPORT_REQUEST_NOT_FOUND);
  };

  const detail = async (id: number) => {
    const row = await requests.find(id);
    if (!row) throw notFound(SUPPORT_REQUEST_NOT_FOUND);
    return presentDetail(row, await requests.replies(id), await requests.attachmentOf(id));
  };

  route(app, openSupportRequest, async (request) => {
    const user = await optionalUser(app, request);
    const { subject, category, message } = request.body;
    let requester: { name: string; email: string };
    if (user) {
      requester = await member(user.id);
    } else {
      const name = request.body.name?.trim() ?? '';
      const email = request.body.email?.trim() ?? '';
      const missing = [
        ...(name ? [] : [{ propertyPath: 'name', message: 'Indiquez votre nom.' }]),
        ...(email ? [] : [{ propertyPath: 'email', message: 'Indiquez votre adresse e-mail.' }]),
      ];
      if (missing.length > 0) throw invalid(missing);
      requester = { name, email };
    }
    await limits.requests(request, user?.id ?? null);
    const plan = user ? await planOfUser(app.db, user.id) : null;
    const id = await requests.create({
      userId: user?.id ?? null,
      requesterName: requester.name,
      requesterEmail: requester.email,
      subject: subject.trim(),
      category,
      message: message.trim(),
      plan,
      promiseHours: promiseHoursOf(plan),
      createdAt: new Date(),
    });
    return detail(id);
  });

  route(app, listSupportRequests, async (request) => {
    const userId = currentUser(request).id;
    const rows = (await hasRole(app.db, userId, STAFF)) ? await requests.inbox() : await requests.ofUser(userId);
    const now = new Date();
    return rows.map((row) => presentSummary(row, now));
  });

  route(app, getSupportRequest, async (request) => {
    const { row } = await readable(request.params.id, currentUser(request).id);
    return presentDetail(row, await requests.replies(row.id), await requests.attachmentOf(row.id));
  });

  route(app, replyToSupportRequest, async (request) => {
    const userId = currentUser(request).id;
    const { row, staff } = await readable(request.params.id, userId);
    // Support staff replying to a request of their own write as its requester.
    const fromTeam = staff && row.user_id !== userId;
    if (!fromTeam) await limits.replies(request, userId);
    const reply = await requests.reply({
      requestId: row.id,
      authorId: userId,
      authorName: (await member(userId)).name,
      staff: fromTeam,
      message: request.body.message.trim(),
    });
    if (fromTeam) await tellOfSupportReply(app, row, reply);
    return presentReply(reply);
  });

  supportAttachmentRoutes(app, { requests, readable, detail });

  route(app, updateSupportRequest, async (request) => {
    const { id } = request.params;
    if (!(await requests.find(id))) throw notFound(SUPPORT_REQUEST_NOT_FOUND);
    const { status, assignee } = request.body;
    await requests.update(id, {
      status,
      ...(assignee !== undefined ? { assigneeId: assignee === 'me' ? currentUser(request).id : null } : {}),
    });
    return detail(id);
  });
}
