import { errorText, isApiError, type FailureReport } from '@kora/shared';

/** The refusals a check or a transfer answers, by status, worded in the reader's language. */
const REFUSALS: Record<number, string> = {
  403: 'notYours',
  404: 'notFound',
  409: 'tooLate',
  422: 'recipient',
  429: 'tooMany',
};

/** Why a recipient check or a transfer failed; the server's own words only for a refusal it alone knows. */
export function transferRefusal(failure: unknown, text: (key: string) => string): FailureReport {
  const refusal = isApiError(failure) ? REFUSALS[failure.status] : undefined;
  if (!refusal) return { text: errorText(failure, text('tickets.transfer.failed')) };
  const said = text(`tickets.transfer.refusals.${refusal}`);
  return refusal === 'recipient' ? { text: said, fieldErrors: { recipient: said } } : { text: said };
}
