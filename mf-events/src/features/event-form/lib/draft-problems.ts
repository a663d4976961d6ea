import { CURRENCY_DECIMALS } from '@kora/shared/contracts';
import type { FieldErrors } from '@kora/shared';
import { EVENT_LIMITS, LOCATION_PARTS } from './event-limits';
import { toInstant, type EventDraft, type TicketTypeDraft } from './event-draft';

/** The reasons a field is refused; their texts are `form.errors.<key>`. */
export type ProblemKey =
  | 'titleRequired'
  | 'tooLong'
  | 'startRequired'
  | 'endIncomplete'
  | 'endBeforeStart'
  | 'cityRequired'
  | 'ticketTypesCount'
  | 'ticketNameRequired'
  | 'priceRange'
  | 'priceWhole'
  | 'priceDecimals'
  | 'quantityRange';

export type ProblemText = (key: ProblemKey, values?: Record<string, string | number>) => string;

const tooLong = (value: string, max: number, text: ProblemText) =>
  value.trim().length > max ? text('tooLong', { max }) : undefined;

function decimalsOf(value: number): number {
  const [, decimals = ''] = String(value).split('.');
  return decimals.length;
}

function priceProblem(type: TicketTypeDraft, text: ProblemText): string | undefined {
  const { min, max } = EVENT_LIMITS.ticket.price;
  const price = Number(type.price);
  if (type.price.trim() === '' || !Number.isFinite(price) || price < min || price > max) {
    return text('priceRange', { min, max });
  }
  const decimals = CURRENCY_DECIMALS[type.currency];
  if (decimalsOf(price) <= decimals) return undefined;
  return decimals === 0 ? text('priceWhole', { currency: type.currency }) : text('priceDecimals', { decimals });
}

function quantityProblem(type: TicketTypeDraft, text: ProblemText): string | undefined {
  const { min, max } = EVENT_LIMITS.ticket.quantity;
  const quantity = Number(type.quantity);
  const fine = type.quantity.trim() !== '' && Number.isInteger(quantity) && quantity >= min && quantity <= max;
  return fine ? undefined : text('quantityRange', { min, max });
}

function ticketTypeProblems(draft: EventDraft, text: ProblemText): FieldErrors {
  const problems: FieldErrors = {};
  const { min, max } = EVENT_LIMITS.ticketTypes;
  if (draft.ticketTypes.length < min || draft.ticketTypes.length > max) {
    problems.ticketTypes = text('ticketTypesCount', { min, max });
  }
  draft.ticketTypes.forEach((type, index) => {
    const at = `ticketTypes.${index}`;
    problems[`${at}.name`] = type.name.trim()
      ? tooLong(type.name, EVENT_LIMITS.ticket.name, text)
      : text('ticketNameRequired');
    problems[`${at}.description`] = tooLong(type.description, EVENT_LIMITS.ticket.description, text);
    if (!draft.isFree) problems[`${at}.price`] = priceProblem(type, text);
    problems[`${at}.quantity`] = quantityProblem(type, text);
  });
  return problems;
}

function dateProblems(draft: EventDraft, text: ProblemText): FieldErrors {
  const start = toInstant(draft.startDate, draft.startTime);
  const endTyped = draft.endDate !== '' || draft.endTime !== '';
  const end = toInstant(draft.endDate, draft.endTime);
  let endProblem: string | undefined;
  if (endTyped && !end) endProblem = text('endIncomplete');
  else if (start && end && Date.parse(end) <= Date.parse(start)) endProblem = text('endBeforeStart');
  return { datetime: start ? undefined : text('startRequired'), endDatetime: endProblem };
}

/**
 * What is wrong with a draft, by the API's field names (`propertyPath`), with the API's own limits;
 * empty when it may be sent.
 */
export function draftProblems(draft: EventDraft, text: ProblemText): FieldErrors {
  const problems: FieldErrors = {
    title: draft.title.trim() ? tooLong(draft.title, EVENT_LIMITS.title, text) : text('titleRequired'),
    description: tooLong(draft.description, EVENT_LIMITS.description, text),
    ...dateProblems(draft, text),
    ...ticketTypeProblems(draft, text),
  };
  for (const part of LOCATION_PARTS) {
    problems[`location.${part}`] = tooLong(draft.location[part], EVENT_LIMITS.location[part], text);
  }
  if (!draft.location.city.trim()) problems['location.city'] = text('cityRequired');
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined));
}
