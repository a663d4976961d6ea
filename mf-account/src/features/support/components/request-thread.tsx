import { QueryView, read, useFormat, useQuery, useTranslation } from '@kora/shared';
import { getSupportRequest } from '@kora/shared/contracts/endpoints';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ReplyForm } from './reply-form';
import { RequestPromise } from './request-promise';
import { RequestStatus } from './request-status';
import { StaffControls } from './staff-controls';
import { ThreadMessages } from './thread-messages';

interface RequestThreadProps {
  id: number;
  onBack: () => void;
  /** The support team member reading it (their account id), or none for the requester. */
  staffId?: number;
  /** Shown above the thread, e.g. the confirmation of a request just sent. */
  notice?: ReactNode;
}

/** One request opened: what it is about, its status and promise, its messages and the reply box. */
export function RequestThread({ id, onBack, staffId, notice }: RequestThreadProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const request = useQuery(read(getSupportRequest, { params: { id } }));
  const titleId = useId();
  const back = useRef<HTMLButtonElement>(null);

  // Opening a request moves the keyboard to it, as a new view.
  useEffect(() => back.current?.focus(), [id]);

  return (
    <section className="kora-support-request" aria-labelledby={titleId}>
      <button ref={back} type="button" className="kora-button kora-support-request__back" onClick={onBack}>
        {t('support.back')}
      </button>
      {notice}
      <QueryView query={request} errorText={t('support.threadError')} notFoundText={t('support.notFound')}>
        {(detail) => (
          <>
            <h3 id={titleId} className="kora-support-request__title">
              {detail.subject}
            </h3>
            <p className="kora-support-request__facts">
              <RequestStatus status={detail.status} />
              <RequestPromise hours={detail.promiseHours} />
              <span>{t(`support.categories.${detail.category}`)}</span>
              <span>{t('support.openedOn', { date: format.date(detail.createdAt) })}</span>
            </p>
            {staffId !== undefined && <StaffControls request={detail} myId={staffId} />}
            <h4 className="kora-support-request__heading">{t('support.thread')}</h4>
            <ThreadMessages request={detail} asStaff={staffId !== undefined} />
            <ReplyForm requestId={detail.id} />
          </>
        )}
      </QueryView>
    </section>
  );
}
