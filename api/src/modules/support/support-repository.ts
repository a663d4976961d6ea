import type { SupportCategory, SupportStatus } from '@kora/shared/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { SupportAttachmentsTable, SupportRepliesTable, SupportRequestsTable } from '../../db/tables';

export type SupportRequestRow = Selectable<SupportRequestsTable> & { assignee_name: string | null };
export type SupportReplyRow = Selectable<SupportRepliesTable>;
export type SupportAttachmentRow = Selectable<SupportAttachmentsTable>;

export const SUPPORT_REQUEST_NOT_FOUND = 'Demande introuvable.';

export interface NewSupportRequest {
  userId: number | null;
  requesterName: string;
  requesterEmail: string;
  subject: string;
  category: SupportCategory;
  message: string;
  plan: SupportRequestsTable['plan'];
  promiseHours: number;
  createdAt: Date;
}

export interface NewSupportReply {
  requestId: number;
  authorId: number;
  authorName: string;
  staff: boolean;
  message: string;
}

const HOUR_MS = 60 * 60_000;

/** Support requests and their threads, as stored. */
export class SupportRepository {
  constructor(private readonly db: Db) {}

  private requests() {
    return this.db
      .selectFrom('support_requests as r')
      .leftJoin('users as a', 'a.id', 'r.assignee_id')
      .selectAll('r')
      .select('a.username as assignee_name');
  }

  async create(request: NewSupportRequest): Promise<number> {
    const at = request.createdAt.toISOString();
    const row = await this.db
      .insertInto('support_requests')
      .values({
        user_id: request.userId,
        requester_name: request.requesterName,
        requester_email: request.requesterEmail,
        subject: request.subject,
        category: request.category,
        message: request.message,
        status: 'open',
        plan: request.plan,
        promise_hours: request.promiseHours,
        answer_by: new Date(request.createdAt.getTime() + request.promiseHours * HOUR_MS).toISOString(),
        answered_at: null,
        assignee_id: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  find(id: number): Promise<SupportRequestRow | undefined> {
    return this.requests().where('r.id', '=', id).executeTakeFirst();
  }

  /** A member's own requests, newest first. */
  ofUser(userId: number): Promise<SupportRequestRow[]> {
    return this.requests()
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .execute();
  }

  /** What the support team has to answer: not resolved, the shortest promise first, then the oldest. */
  inbox(): Promise<SupportRequestRow[]> {
    return this.requests()
      .where('r.status', '<>', 'resolved')
      .orderBy('r.promise_hours', 'asc')
      .orderBy('r.created_at', 'asc')
      .orderBy('r.id', 'asc')
      .execute();
  }

  replies(requestId: number): Promise<SupportReplyRow[]> {
    return this.db
      .selectFrom('support_replies')
      .selectAll()
      .where('request_id', '=', requestId)
      .orderBy('id', 'asc')
      .execute();
  }

  /**
   * Adds a reply and moves the request on, in one transaction: a staff reply marks the first answer and
   * takes an open request to in_progress; the requester's reply on a resolved request opens it again.
   */
  async reply(reply: NewSupportReply): Promise<SupportReplyRow> {
    return this.db.transaction().execute(async (trx) => {
      const at = new Date().toISOString();
      const row = await trx
        .insertInto('support_replies')
        .values({
          request_id: reply.requestId,
          author_id: reply.authorId,
          author_name: reply.authorName,
          staff: reply.staff ? 1 : 0,
          message: reply.message,
          created_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const request = await trx
        .selectFrom('support_requests')
        .select(['status', 'answered_at'])
        .where('id', '=', reply.requestId)
        .executeTakeFirstOrThrow();
      let status: SupportStatus = request.status;
      if (reply.staff && status === 'open') status = 'in_progress';
      if (!reply.staff && status === 'resolved') status = 'open';
      await trx
        .updateTable('support_requests')
        .set({
          status,
          updated_at: at,
          ...(reply.staff && request.answered_at === null ? { answered_at: at } : {}),
        })
        .where('id', '=', reply.requestId)
        .execute();
      return row;
    });
  }

  attachmentOf(requestId: number): Promise<SupportAttachmentRow | undefined> {
    return this.db.selectFrom('support_attachments').selectAll().where('request_id', '=', requestId).executeTakeFirst();
  }

  /** Records the request's attachment: false when it already has one (the first one stays). */
  async attach(attachment: Omit<SupportAttachmentRow, 'created_at'>): Promise<boolean> {
    const added = await this.db
      .insertInto('support_attachments')
      .values({ ...attachment, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('request_id').doNothing())
      .executeTakeFirst();
    return Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async update(id: number, change: { status?: SupportStatus; assigneeId?: number | null }): Promise<void> {
    await this.db
      .updateTable('support_requests')
      .set({
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.assigneeId !== undefined ? { assignee_id: change.assigneeId } : {}),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }
}
