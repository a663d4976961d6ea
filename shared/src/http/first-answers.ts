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

/**
 * On the server that draws a page's first screen (a remote's server build, see remote-app/server): where
 * its reads get their answers (`read`, null when the API did not answer), and the answers given, which go
 * in the page for the screen to take in the browser.
 */
export interface ServerAnswers {
  read: (address: string) => Promise<unknown>;
  given: Record<string, unknown>;
}

let server: ServerAnswers | null = null;

/** Sets (or, with null, ends) the server's answers for the draw in progress. */
export function answerOnTheServer(source: ServerAnswers | null): void {
  server = source;
}

/** The answer the server's draw gets for a read, or undefined outside such a draw. */
export function serverAnswer(address: string): Promise<unknown> | undefined {
  const source = server;
  if (!source) return undefined;
  return source.read(address).then((answer) => {
    if (answer === null || answer === undefined) throw new Error(`No answer for ${address}`);
    source.given[address] = answer;
    return answer;
  });
}

/** Whether a server's draw is in progress: nothing but a visitor's reads is asked then. */
export function drawingOnTheServer(): boolean {
  return server !== null;
}

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
