import { errorText, http, saveBlob, useTranslation } from '@kora/shared';
import type { SupportAttachment } from '@kora/shared/contracts';
import { getSupportAttachment } from '@kora/shared/contracts/endpoints';
import { useState } from 'react';
import { attachmentSize } from '../lib/attachment';

/**
 * 'Pièce jointe : capture.png (120 Ko)': saves the file, fetched with the session's token (the API
 * gives it to the requester and the support team only).
 */
export function AttachmentLink({ requestId, attachment }: { requestId: number; attachment: SupportAttachment }) {
  const { t, i18n } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const size = attachmentSize(attachment.size, i18n.language);

  async function save() {
    setBusy(true);
    setProblem(null);
    try {
      const { blob } = await http.blob(getSupportAttachment, { params: { id: requestId } });
      saveBlob(blob, attachment.name);
    } catch (failure) {
      setProblem(errorText(failure, t('support.attachment.downloadFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <p className="kora-support-message__attachment">
      <button type="button" className="kora-support-attachment" onClick={() => void save()} aria-busy={busy}>
        {t('support.attachment.link', {
          name: attachment.name,
          size: t(`support.attachment.${size.unit}`, { value: size.value }),
        })}
      </button>
      <span role="status">{problem}</span>
    </p>
  );
}
