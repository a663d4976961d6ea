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
export function answerAddress(path: string, query: Record<string, QueryValue> = {}): string {
  const params = Object.keys(query)
    .sort()
    .filter((key) => query[key] !== null && query[key] !== undefined)
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(String(query[key]))}`)
    .join('&');
  return params ? `${path}?${params}` : path;
}

let answers: Record<string, unknown> | null = null;

/** The answer the page came with for this address (taken: a second read asks the network), or undefined. */
export function takeFirstAnswer(address: string): unknown {
  if (!answers) {
    const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ID);
    try {
      answers = { ...(JSON.parse(element?.textContent || '{}') as object) };
    } catch {
      // A page whose answers cannot be read asks the network, as without them.
      answers = {};
    }
    element?.remove();
  }
  const answer = performance.now() < FRESH_FOR_MS ? answers[address] : undefined;
  delete answers[address];
  return answer;
}

/** Forgets what was read of the page (tests load several pages in one document). */
export function resetFirstAnswers(): void {
  answers = null;
}
