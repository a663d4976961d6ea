import { useFormat, useTranslation } from '@kora/shared';
import type { SupportRequestDetail } from '@kora/shared/contracts';
import { AttachmentLink } from './attachment-link';

interface Entry {
  key: string;
  author: string;
  fromTeam: boolean;
  text: string;
  at: string;
}

/**
 * The request's first message and its replies, oldest first. Messages are plain text: shown as typed,
 * line breaks kept, never read as markup.
 */
export function ThreadMessages({ request, asStaff }: { request: SupportRequestDetail; asStaff: boolean }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const requesterName = asStaff ? request.requester.name : t('support.you');
  const entries: Entry[] = [
    { key: 'first', author: requesterName, fromTeam: false, text: request.message, at: request.createdAt },
    ...request.replies.map((reply) => ({
      key: String(reply.id),
      author: reply.author.staff ? `${t('support.team')} · ${reply.author.name}` : requesterName,
      fromTeam: reply.author.staff,
      text: reply.message,
      at: reply.createdAt,
    })),
  ];
  return (
    <ol className="kora-support-thread">
      {entries.map((entry) => (
        <li key={entry.key} className={`kora-support-message${entry.fromTeam ? ' kora-support-message--team' : ''}`}>
          <p className="kora-support-message__meta">
            <strong>{entry.author}</strong> · <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
          </p>
          <p className="kora-support-message__text">{entry.text}</p>
          {entry.key === 'first' && request.attachment && (
            <AttachmentLink requestId={request.id} attachment={request.attachment} />
          )}
        </li>
      ))}
    </ol>
  );
}
