import type { QueryValue } from './http-client';

/**
 * The API's answers the site's server drew a page's first screen from, sent in the page as
 * `<script type="application/json" id="kora-first-answers">` (shared/build/first-screen): the screen that
 * asks for the same address gets the answer the page came with instead of asking the network again, one
 * round trip sooner on a phone's network. Each answer is given once, only in the page's first moments,
 * and only to a read that is the same for every visitor (the caller decides: `http.call`).
 */

export const FIRST_ANSWERS_ID = 'kora-first-answers';
/** Past this, an answer the page came with is older than what a new request would bring: it is dropped. */
const FRESH_FOR_MS = 20_000;

/**
 * One spelling of an API address, whatever the order its query was written in, for the server and the
 * page to name the same read alike: `/releases?limit=6&sort=featured`.
 */
export function answerAddress(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams(
    Object.entries(query ?? {})
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key, String(value)] as [string, string])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
  return params ? `${path}?${params}` : path;
}

let answers: Map<string, unknown> | null = null;

function pageAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ID);
  if (element) {
    try {
      const sent = JSON.parse(element.textContent ?? '') as unknown;
      if (sent && typeof sent === 'object') for (const [address, answer] of Object.entries(sent)) answers.set(address, answer);
    } catch {
      // A page whose answers cannot be read asks the network, as without them.
    }
    element.remove();
  }
  return answers;
}

/** The answer the page came with for this address (taken: a second read asks the network), or undefined. */
export function takeFirstAnswer(address: string): unknown {
  const sent = pageAnswers();
  if (!sent.has(address)) return undefined;
  const answer = sent.get(address);
  sent.delete(address);
  return typeof performance !== 'undefined' && performance.now() > FRESH_FOR_MS ? undefined : answer;
}

/** Forgets what was read of the page (tests load several pages in one document). */
export function resetFirstAnswers(): void {
  answers = null;
}
