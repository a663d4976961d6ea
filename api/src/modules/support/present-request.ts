import type { SupportReply, SupportRequestDetail, SupportRequestSummary } from '@kora/shared/contracts';
import type { SupportAttachmentRow, SupportReplyRow, SupportRequestRow } from './support-repository';

/** A request as a list shows it: the promise, and whether it is overdue now. */
export function presentSummary(row: SupportRequestRow, now = new Date()): SupportRequestSummary {
  const answered = row.answered_at !== null;
  return {
    id: row.id,
    subject: row.subject,
    category: row.category,
    status: row.status,
    requester: { name: row.requester_name, email: row.requester_email, member: row.user_id !== null },
    plan: row.plan,
    promiseHours: row.promise_hours,
    answerBy: row.answer_by,
    answered,
    overdue: !answered && row.status !== 'resolved' && Date.parse(row.answer_by) < now.getTime(),
    assignee: row.assignee_id !== null ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function presentReply(row: SupportReplyRow): SupportReply {
  return {
    id: row.id,
    message: row.message,
    author: { name: row.author_name, staff: row.staff === 1 },
    createdAt: row.created_at,
  };
}

/** A request with its first message, its thread and what its attachment is, when it has one. */
export function presentDetail(
  row: SupportRequestRow,
  replies: SupportReplyRow[],
  attachment?: SupportAttachmentRow,
): SupportRequestDetail {
  return {
    ...presentSummary(row),
    message: row.message,
    replies: replies.map(presentReply),
    ...(attachment && {
      attachment: { name: attachment.name, size: attachment.size_bytes, type: attachment.mime_type },
    }),
  };
}
