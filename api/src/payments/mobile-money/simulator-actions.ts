import { simulatorNotFoundBody, simulatorPageBody, SIMULATOR_PAGE_TITLE } from './simulator-page';
import type { MobileMoneySimulator, SimulatedTransaction } from './simulator';

/**
 * What the simulator's page route answers, so the route itself only sends it: a page (status, body,
 * the address it may return to for sendPage's CSP) or a redirect (303, after every post that worked).
 */
export type SimulatorPageAnswer =
  | { kind: 'page'; status: number; title: string; body: string; returnUrls: string[] }
  | { kind: 'redirect'; location: string };

export type SimulatorFormAction = 'pay' | 'cancel' | 'validate' | 'refuse';

function page(status: number, transaction: SimulatedTransaction | null, body: string): SimulatorPageAnswer {
  return {
    kind: 'page',
    status,
    title: SIMULATOR_PAGE_TITLE,
    body,
    returnUrls: transaction ? [transaction.returnUrl] : [],
  };
}

/** GET: the payment as it stands (an expired one says so). */
export async function showSimulatorPage(
  simulator: MobileMoneySimulator,
  transactionId: string,
): Promise<SimulatorPageAnswer> {
  const transaction = await simulator.find(transactionId);
  if (!transaction) return page(404, null, simulatorNotFoundBody());
  return page(200, transaction, simulatorPageBody(transaction));
}

/**
 * POST: the form's `action` with its fields. A confirmed payment goes back to Kora's return address;
 * anything else comes back to the page (post, redirect, get), which shows where the payment is.
 */
export async function submitSimulatorPage(
  simulator: MobileMoneySimulator,
  transactionId: string,
  form: Readonly<Record<string, unknown>>,
): Promise<SimulatorPageAnswer> {
  const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
  const action = text('action') as SimulatorFormAction;
  let outcome;
  switch (action) {
    case 'pay':
      outcome = await simulator.pay(transactionId, { operator: text('operator'), phone: text('phone') });
      break;
    case 'cancel':
      outcome = await simulator.cancel(transactionId);
      break;
    case 'validate':
    case 'refuse':
      outcome = await simulator.answer(transactionId, action);
      break;
    default: {
      const transaction = await simulator.find(transactionId);
      if (!transaction) return page(404, null, simulatorNotFoundBody());
      return page(400, transaction, simulatorPageBody(transaction));
    }
  }
  switch (outcome.kind) {
    case 'not-found':
      return page(404, null, simulatorNotFoundBody());
    case 'invalid':
      return page(422, outcome.transaction, simulatorPageBody(outcome.transaction, outcome));
    default:
      return outcome.transaction.status === 'accepted'
        ? { kind: 'redirect', location: outcome.transaction.returnUrl }
        : { kind: 'redirect', location: simulator.pageUrl(transactionId) };
  }
}
