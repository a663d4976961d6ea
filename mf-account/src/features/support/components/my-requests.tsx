import { EmptyState, QueryView, read, useFormat, useQuery, useTranslation } from '@kora/shared';
import { listSupportRequests } from '@kora/shared/contracts/endpoints';
import { RequestStatus } from './request-status';

/** The member's requests, newest first (the API's order): subject, status and date; each opens its thread. */
export function MyRequests({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const requests = useQuery(read(listSupportRequests));
  return (
    <QueryView query={requests} errorText={t('support.loadError')} empty={<EmptyState title={t('support.empty')} />}>
      {(list) => (
        <ul className="kora-support-list">
          {list.map((request) => (
            <li key={request.id}>
              <button type="button" className="kora-support-list__item" onClick={() => onOpen(request.id)}>
                <span className="kora-support-list__subject">{request.subject}</span>
                <RequestStatus status={request.status} />
                <time className="kora-support-list__date" dateTime={request.createdAt}>
                  {format.date(request.createdAt)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
