import { useTranslation } from '@kora/shared';
import type { SupportRequestSummary } from '@kora/shared/contracts';
import { requestAge } from '../lib/request-age';
import { RequestPromise } from './request-promise';
import { RequestStatus } from './request-status';

/** One request of the inbox: subject, requester and plan badge, age, promise, overdue marked. */
export function InboxEntry({ request, onOpen }: { request: SupportRequestSummary; onOpen: () => void }) {
  const { t } = useTranslation('account');
  const age = requestAge(request.createdAt);
  return (
    <button
      type="button"
      className={`kora-support-list__item${request.overdue ? ' kora-support-list__item--overdue' : ''}`}
      onClick={onOpen}
    >
      <span className="kora-support-list__subject">{request.subject}</span>
      <span className="kora-support-list__who">
        {request.requester.name}
        {request.plan === 'premium' && <span className="kora-support-badge">{t('support.inbox.premium')}</span>}
        {!request.requester.member && (
          <span className="kora-support-badge kora-support-badge--visitor">{t('support.inbox.visitor')}</span>
        )}
      </span>
      <span className="kora-support-list__facts">
        <RequestStatus status={request.status} />
        <time dateTime={request.createdAt}>{t(age.key, { count: age.count })}</time>
        <RequestPromise hours={request.promiseHours} />
        {request.overdue && <strong className="kora-support-overdue">{t('support.inbox.overdue')}</strong>}
        {request.assignee && <span>{t('support.inbox.assignedTo', { name: request.assignee.name })}</span>}
      </span>
    </button>
  );
}
