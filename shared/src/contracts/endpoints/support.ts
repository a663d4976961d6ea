import type { Endpoint } from './endpoint';

/**
 * Support: a member opens requests and follows their replies; a visitor's contact message is stored the
 * same way. The support team (ROLE_SUPPORT) reads the inbox, replies, changes a status, takes a request.
 * Another member's request answers 404, as a missing one.
 */

export const openSupportRequest = {
  area: 'support',
  method: 'POST',
  path: '/support/requests',
  summary: 'Opens a support request; a visitor sends a contact message with a name and an e-mail (429 past the limit)',
  access: 'visitor',
  personal: true,
  status: 201,
  errors: [422, 429],
  invalidates: ['support'],
  schema: (s) => ({ body: s.SupportRequestCreateSchema, response: s.SupportRequestDetailSchema }),
} as const satisfies Endpoint;

export const listSupportRequests = {
  area: 'support',
  method: 'GET',
  path: '/support/requests',
  summary: "The caller's requests, newest first; for support staff, the inbox: Premium first, then the oldest",
  access: 'user',
  schema: (s) => ({ response: s.SupportRequestListSchema }),
} as const satisfies Endpoint;

export const getSupportRequest = {
  area: 'support',
  method: 'GET',
  path: '/support/requests/:id',
  summary: 'A request with its replies and the promised answer time (its requester or support staff; 404 otherwise)',
  access: 'user',
  owner: 'the requester, or support staff (another member’s request is 404)',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.SupportRequestDetailSchema }),
} as const satisfies Endpoint;

export const replyToSupportRequest = {
  area: 'support',
  method: 'POST',
  path: '/support/requests/:id/replies',
  summary: 'Adds a reply; a staff reply moves an open request to in_progress and tells the requester',
  access: 'user',
  owner: 'the requester, or support staff (another member’s request is 404)',
  status: 201,
  errors: [404, 429],
  invalidates: ['support'],
  schema: (s) => ({ params: s.IdParamsSchema, body: s.SupportReplyCreateSchema, response: s.SupportReplySchema }),
} as const satisfies Endpoint;

export const updateSupportRequest = {
  area: 'support',
  method: 'PATCH',
  path: '/support/requests/:id',
  summary: 'Changes a request’s status or takes it (support staff only)',
  access: 'user',
  role: 'ROLE_SUPPORT',
  errors: [404],
  invalidates: ['support'],
  schema: (s) => ({
    params: s.IdParamsSchema,
    body: s.SupportRequestUpdateSchema,
    response: s.SupportRequestDetailSchema,
  }),
} as const satisfies Endpoint;

/**
 * Multipart field `file`, read by the route itself, sent right after the request was opened (the JSON
 * create stays as it is). Checked by content, cut at 5 MB, within the caller's upload rate as any upload.
 */
export const attachToSupportRequest = {
  area: 'support',
  method: 'POST',
  path: '/support/requests/:id/attachment',
  summary:
    'Adds the request’s one attachment: JPEG, PNG, WebP or PDF up to 5 MB, checked by content (its requester only; 409 once it has one)',
  access: 'user',
  owner: 'the requester (anyone else’s request is 404)',
  status: 201,
  errors: [404, 409, 413, 415, 422, 429],
  invalidates: ['support'],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.SupportRequestDetailSchema }),
} as const satisfies Endpoint;

/** Answers the file itself (its type found from its content, as an attachment), not JSON: fetch it as a blob. */
export const getSupportAttachment = {
  area: 'support',
  method: 'GET',
  path: '/support/requests/:id/attachment',
  summary: 'The request’s attachment, to save (its requester or support staff; 404 otherwise or without one)',
  access: 'user',
  owner: 'the requester, or support staff (another member’s request is 404)',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema }),
} as const satisfies Endpoint;
