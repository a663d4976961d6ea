import type { SupportRequestDetail, SupportRequestSummary } from '@kora/shared/contracts';

/** Tests: a request as the API lists it, open and unanswered unless said. */
export function aSupportRequest(id: number, overrides: Partial<SupportRequestSummary> = {}): SupportRequestSummary {
  return {
    id,
    subject: `Demande ${id}`,
    category: 'account',
    status: 'open',
    requester: { name: 'Léa Martin', email: 'lea.martin@kora.test', member: true },
    plan: 'free',
    promiseHours: 72,
    answerBy: '2025-06-18T10:00:00.000Z',
    answered: false,
    overdue: false,
    assignee: null,
    createdAt: '2025-06-15T10:00:00.000Z',
    updatedAt: '2025-06-15T10:00:00.000Z',
    ...overrides,
  };
}

/** Tests: a request opened, with its first message and replies. */
export function aSupportThread(id: number, overrides: Partial<SupportRequestDetail> = {}): SupportRequestDetail {
  return { ...aSupportRequest(id), message: 'Bonjour, j’ai un souci.', replies: [], ...overrides };
}
