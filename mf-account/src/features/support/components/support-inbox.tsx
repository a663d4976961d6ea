import { EmptyState, QueryView, read, useQuery, useTranslation } from '@kora/shared';
import { listSupportRequests } from '@kora/shared/contracts/endpoints';
import { useState } from 'react';
import { InboxEntry } from './inbox-entry';
import { RequestThread } from './request-thread';
import './support.css';

/**
 * The support team's inbox, in the API's order (Premium first, then the oldest): a request opened shows
 * its thread with the team's controls.
 */
export function SupportInbox({ staffId }: { staffId: number }) {
  const { t } = useTranslation('account');
  const requests = useQuery(read(listSupportRequests));
  const [opened, setOpened] = useState<number | null>(null);

  if (opened !== null) return <RequestThread id={opened} staffId={staffId} onBack={() => setOpened(null)} />;
  return (
    <section className="kora-support" aria-labelledby="kora-support-inbox">
      <h2 id="kora-support-inbox" className="kora-support__title">
        {t('support.inbox.title')}
      </h2>
      <QueryView
        query={requests}
        errorText={t('support.inbox.loadError')}
        empty={<EmptyState title={t('support.inbox.empty')} />}
      >
        {(list) => (
          <ol className="kora-support-list">
            {list.map((request) => (
              <li key={request.id}>
                <InboxEntry request={request} onOpen={() => setOpened(request.id)} />
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}
