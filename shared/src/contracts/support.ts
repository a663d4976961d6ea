/** Support requests: a member's or a visitor's question, its replies, and the answer time promised by the plan. */

import { Type, type Static } from 'typebox';
import { PlanNameSchema } from './plans';
import { Nullable } from './schema-kit';
import { SUPPORT_CATEGORIES } from './support-categories';

export { SUPPORT_CATEGORIES, type SupportCategory } from './support-categories';
export const SupportCategorySchema = Type.Enum(SUPPORT_CATEGORIES);

/** ouverte, en cours, résolue. */
export const SUPPORT_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export const SupportStatusSchema = Type.Enum(SUPPORT_STATUSES);
export type SupportStatus = Static<typeof SupportStatusSchema>;

/** Hours within which a request is answered: a plan with priority support, then every other one. */
export const SUPPORT_ANSWER_HOURS = { priority: 24, standard: 72 } as const;

export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_NAME_MAX = 100;

/**
 * A request's one optional attachment, sent right after it is opened: a screenshot or a document, told
 * apart by its content (the declared type and the name are not trusted).
 */
export const SUPPORT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type SupportAttachmentType = (typeof SUPPORT_ATTACHMENT_TYPES)[number];
export const SUPPORT_ATTACHMENT_MAX_MEGABYTES = 5;
export const SUPPORT_ATTACHMENT_MAX_BYTES = SUPPORT_ATTACHMENT_MAX_MEGABYTES * 1024 * 1024;
export const SUPPORT_ATTACHMENT_NAME_MAX = 120;

const Subject = Type.String({ minLength: 1, maxLength: SUPPORT_SUBJECT_MAX, pattern: '\\S' });
const Message = Type.String({ minLength: 1, maxLength: SUPPORT_MESSAGE_MAX, pattern: '\\S' });

/**
 * `POST /api/support/requests`. Signed in, the request is the account's (name and e-mail are not read);
 * a visitor's contact message needs `name` and `email` (422 without them). Text is kept as typed.
 */
export const SupportRequestCreateSchema = Type.Object(
  {
    subject: Subject,
    category: SupportCategorySchema,
    message: Message,
    name: Type.Optional(Type.String({ maxLength: SUPPORT_NAME_MAX })),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 180 })),
  },
  { additionalProperties: false },
);
export type SupportRequestCreate = Static<typeof SupportRequestCreateSchema>;

/** `POST /api/support/requests/{id}/replies` */
export const SupportReplyCreateSchema = Type.Object({ message: Message }, { additionalProperties: false });
export type SupportReplyCreate = Static<typeof SupportReplyCreateSchema>;

/** `PATCH /api/support/requests/{id}` (support staff): a new status, taking it (`me`) or leaving it (null). */
export const SupportRequestUpdateSchema = Type.Object(
  {
    status: Type.Optional(SupportStatusSchema),
    assignee: Type.Optional(Nullable(Type.Literal('me'))),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SupportRequestUpdate = Static<typeof SupportRequestUpdateSchema>;

/** Who is who in a thread: the requester, or someone of the support team. */
const SupportPersonSchema = Type.Object({ name: Type.String(), staff: Type.Boolean() });

export const SupportReplySchema = Type.Object({
  id: Type.Integer(),
  message: Type.String({ description: 'Plain text, as typed.' }),
  author: SupportPersonSchema,
  createdAt: Type.String(),
});
export type SupportReply = Static<typeof SupportReplySchema>;

const SupportRequestSummaryProperties = {
  id: Type.Integer(),
  subject: Type.String(),
  category: SupportCategorySchema,
  status: SupportStatusSchema,
  requester: Type.Object({
    name: Type.String(),
    email: Type.String(),
    member: Type.Boolean({ description: 'False for a visitor’s contact message.' }),
  }),
  /** The requester's plan when the request was opened; null for a visitor. */
  plan: Nullable(PlanNameSchema),
  promiseHours: Type.Integer({ description: 'The promised answer time: 24 with priority support, else 72.' }),
  answerBy: Type.String({ description: 'When the promised answer time runs out.' }),
  answered: Type.Boolean({ description: 'Support has replied at least once.' }),
  overdue: Type.Boolean({ description: 'Unanswered past `answerBy`, and not resolved.' }),
  assignee: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/** One line of `GET /api/support/requests`. */
export const SupportRequestSummarySchema = Type.Object(SupportRequestSummaryProperties);
export type SupportRequestSummary = Static<typeof SupportRequestSummarySchema>;

/**
 * `GET /api/support/requests`: a member's own requests, newest first; for support staff, the inbox:
 * requests not resolved, priority (Premium) first, then the oldest first.
 */
export const SupportRequestListSchema = Type.Array(SupportRequestSummarySchema);

/** What the request's answer tells of its attachment; the file is `GET /api/support/requests/{id}/attachment`. */
export const SupportAttachmentSchema = Type.Object({
  name: Type.String({ description: 'The file name as sent, made safe to save.' }),
  size: Type.Integer({ description: 'Bytes.' }),
  type: Type.Enum(SUPPORT_ATTACHMENT_TYPES, { description: 'Found from the content.' }),
});
export type SupportAttachment = Static<typeof SupportAttachmentSchema>;

/** `GET /api/support/requests/{id}`: the request, its first message and its replies, oldest first. */
export const SupportRequestDetailSchema = Type.Object({
  ...SupportRequestSummaryProperties,
  message: Type.String({ description: 'Plain text, as typed.' }),
  replies: Type.Array(SupportReplySchema),
  attachment: Type.Optional(SupportAttachmentSchema),
});
export type SupportRequestDetail = Static<typeof SupportRequestDetailSchema>;
