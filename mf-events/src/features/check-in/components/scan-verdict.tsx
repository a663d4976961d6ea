import { useFormat, useTranslation } from '@kora/shared';
import type { ScanAnswer } from '../hooks/use-door-desk';
import type { TicketVerdict } from '../lib/verify-ticket';

const SIGNS: Record<TicketVerdict['outcome'], string> = {
  'checked-in': '✓',
  'already-used': '!',
  'other-event': '✕',
  'not-valid': '✕',
  forged: '✕',
};

function Details({ verdict }: { verdict: TicketVerdict }) {
  const { t } = useTranslation('events');
  const format = useFormat();
  const when = (value: string) => ({ date: format.date(value), time: format.time(value) });
  if (verdict.outcome === 'forged')
    return <p className="kora-check-in__verdict-line">{t('checkIn.verdict.forgedHint')}</p>;
  if (verdict.outcome === 'other-event') {
    return (
      <p className="kora-check-in__verdict-line">{t('checkIn.verdict.otherEventHint', { eventId: verdict.eventId })}</p>
    );
  }
  const ticket = verdict.ticket;
  return (
    <>
      {verdict.outcome === 'not-valid' && (
        <p className="kora-check-in__verdict-line">{t(`checkIn.verdict.${verdict.status}`)}</p>
      )}
      {verdict.outcome === 'already-used' && verdict.usedAt && (
        <p className="kora-check-in__verdict-line">
          {t(verdict.here ? 'checkIn.verdict.scannedHere' : 'checkIn.verdict.usedAt', when(verdict.usedAt))}
        </p>
      )}
      <p className="kora-check-in__verdict-line">
        {t('checkIn.verdict.ticket', { id: verdict.ticketId })}
        {ticket ? '' : ` · ${t('checkIn.verdict.soldAfterDownload')}`}
      </p>
      {ticket && (
        <p className="kora-check-in__verdict-line">
          {t('checkIn.verdict.holder', { holder: ticket.holder })} ·{' '}
          {t('checkIn.verdict.type', { type: ticket.ticketTypeName })}
        </p>
      )}
    </>
  );
}

/** The answer to the last scan, big, coloured and written out, announced at once. */
export function ScanVerdict({ answer }: { answer: ScanAnswer | null }) {
  const { t } = useTranslation('events');
  const format = useFormat();
  const outcome = answer?.verdict.outcome;
  return (
    <section
      className={`kora-check-in__verdict${outcome ? ` kora-check-in__verdict--${outcome}` : ''}`}
      aria-label={t('checkIn.verdict.region')}
      aria-live="assertive"
      aria-atomic="true"
    >
      {answer ? (
        <div key={answer.serial}>
          <p className="kora-check-in__verdict-title">
            <span className="kora-check-in__verdict-sign" aria-hidden="true">
              {SIGNS[answer.verdict.outcome]}
            </span>
            {t(`checkIn.verdict.${answer.verdict.outcome}`)}
          </p>
          <Details verdict={answer.verdict} />
          <p className="kora-check-in__verdict-line kora-check-in__verdict-time">
            {t('checkIn.verdict.scannedAtTime', { time: format.time(answer.at), serial: answer.serial })}
          </p>
        </div>
      ) : (
        <p className="kora-check-in__verdict-line kora-check-in__verdict-waiting">{t('checkIn.verdict.waiting')}</p>
      )}
    </section>
  );
}
