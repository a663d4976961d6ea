import { FormMessage, useTranslation } from '@kora/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MyRequests } from './my-requests';
import { NewRequestForm } from './new-request-form';
import { RequestThread } from './request-thread';
import './support.css';

type View =
  { kind: 'list' } | { kind: 'new' } | { kind: 'thread'; id: number; sentHours?: number; attachmentFailure?: string };

/** The request a link opens (`?request=12`, from a reply's notification), if any. */
function linkedRequest(value: string | null): View {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? { kind: 'thread', id } : { kind: 'list' };
}

/** The profile's 'Aide' tab: the member's requests, one opened with its thread, or a new one. */
export function SupportTab() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const [view, setView] = useState<View>(() => linkedRequest(search.get('request')));
  const toList = () => setView({ kind: 'list' });

  return (
    <div className="kora-support">
      <div className="kora-support__header">
        <h2 className="kora-support__title">{t('support.title')}</h2>
        {view.kind === 'list' && (
          <button type="button" className="kora-button kora-button--accent" onClick={() => setView({ kind: 'new' })}>
            {t('support.newRequest')}
          </button>
        )}
      </div>
      {view.kind === 'list' && <MyRequests onOpen={(id) => setView({ kind: 'thread', id })} />}
      {view.kind === 'new' && (
        <NewRequestForm
          onSent={(request, attachmentFailure) =>
            setView({ kind: 'thread', id: request.id, sentHours: request.promiseHours, attachmentFailure })
          }
          onCancel={toList}
        />
      )}
      {view.kind === 'thread' && (
        <RequestThread
          id={view.id}
          onBack={toList}
          notice={
            view.sentHours === undefined ? null : view.attachmentFailure ? (
              <FormMessage kind="error">
                {t('support.attachment.sentWithout', { reason: view.attachmentFailure })}
              </FormMessage>
            ) : (
              <FormMessage kind="success">{t('support.sent', { count: view.sentHours })}</FormMessage>
            )
          }
        />
      )}
    </div>
  );
}
