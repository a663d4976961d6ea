import { FormMessage, SelectField, useSubmit, useTranslation, write } from '@kora/shared';
import { SUPPORT_STATUSES, type SupportRequestDetail, type SupportRequestUpdate } from '@kora/shared/contracts';
import { updateSupportRequest } from '@kora/shared/contracts/endpoints';

/** What the support team changes on a request: its status, and who follows it ('M’attribuer'). */
export function StaffControls({ request, myId }: { request: SupportRequestDetail; myId: number }) {
  const { t } = useTranslation('account');
  const change = useSubmit();
  const mine = request.assignee?.id === myId;

  const send = (body: SupportRequestUpdate) =>
    change.run(() => write(updateSupportRequest, { params: { id: request.id }, body }), {
      failure: t('support.inbox.changeFailed'),
      success: () => t('support.inbox.changed'),
    });

  return (
    <div className="kora-support-controls">
      <SelectField
        label={t('support.inbox.statusLabel')}
        value={request.status}
        options={SUPPORT_STATUSES.map((value) => ({ value, label: t(`support.status.${value}`) }))}
        onChange={(status) => void send({ status })}
      />
      <p className="kora-support-controls__assignee">
        {request.assignee && t('support.inbox.assignedTo', { name: request.assignee.name })}
      </p>
      <button
        type="button"
        className="kora-button"
        disabled={change.submitting}
        onClick={() => void send({ assignee: mine ? null : 'me' })}
      >
        {mine ? t('support.inbox.unassign') : t('support.inbox.assignMe')}
      </button>
      <FormMessage kind={change.outcome?.kind ?? 'error'}>{change.outcome?.text}</FormMessage>
    </div>
  );
}
