import { act } from '@testing-library/react';
import { apiServer, type Answer, type AnswerFunction, type Query } from '@kora/shared/testing';

/*
 * Small helpers over the kernel's test kit (`@kora/shared/testing`) for the catalogue's tests.
 */

/** The entry `answerApi` records for a GET of `path` with that query (values as sent: strings). */
export const getCall = (path: string, query: Query = {}) => ({ method: 'GET', path, query, body: undefined });

/** The entry `answerApi` records for a POST of `path` with that body (none: `undefined`). */
export const postCall = (path: string, body?: unknown) => ({ method: 'POST', path, query: {}, body });

/**
 * One endpoint answered `first` on its first call and `then` on every later one: a failure, then a
 * Retry that works.
 */
export function firstThen(first: Answer, then: Answer): AnswerFunction {
  let called = false;
  return (query, body) => {
    const answer = called ? then : first;
    called = true;
    return typeof answer === 'function' ? (answer as AnswerFunction)(query, body) : answer;
  };
}

/**
 * Lets every call already started reach the fake API: MSW records a call a few microtasks after
 * `fetch`, so a count of calls (or an empty list) is only final once the network has settled.
 */
export async function networkSettled(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
}

export interface SeenRequest {
  method: string;
  /** The whole address asked, e.g. `http://localhost:4000/api/track/41/download`. */
  url: string;
  /** Under /api, as in the `calls` of `answerApi`. */
  path: string;
  headers: Record<string, string>;
}

/**
 * The requests that reach the fake API with their whole address and headers (names in lower case),
 * which the `calls` of `answerApi` do not keep. Call once at the top of a test file; the list is emptied before each test.
 */
export function watchRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const record = ({ request }: { request: Request }) => {
    seen.push({
      method: request.method,
      url: request.url,
      path: new URL(request.url).pathname.replace(/^\/api/, ''),
      headers: Object.fromEntries(request.headers),
    });
  };
  beforeEach(() => {
    seen.length = 0;
    apiServer.events.on('request:start', record);
  });
  afterEach(() => {
    apiServer.events.removeListener('request:start', record);
  });
  return seen;
}
