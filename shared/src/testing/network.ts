import { act } from '@testing-library/react';
import { apiServer, type Answer, type AnswerFunction, type Query } from './api-server';

/**
 * One endpoint answered differently on each call, in order; later calls get the last answer:
 * `inTurn(UNREACHABLE, release)` is a failure, then a Retry that works.
 */
export function inTurn(...answers: Answer[]): (query: Query, body: unknown) => never {
  let next = 0;
  return (query, body) => {
    const answer = answers[Math.min(next, answers.length - 1)];
    next += 1;
    return (typeof answer === 'function' ? (answer as AnswerFunction)(query, body) : answer) as never;
  };
}

/**
 * Lets every call already started reach the fake API: MSW records a call a few microtasks after
 * `fetch`, so a count of calls (or an empty list) is only final once the network has settled.
 */
export async function networkSettled(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
}

/** Asserts that nothing reached the fake API (record with e.g. `answerApi({ 'POST /*': UNREACHABLE })`). */
export async function expectNothingAsked(calls: readonly unknown[]): Promise<void> {
  await networkSettled();
  expect(calls).toEqual([]);
}

export interface SeenRequest {
  method: string;
  /** The whole address asked, e.g. `http://localhost:4000/api/track/41/download`. */
  url: string;
  /** Under /api, as in the `calls` of `answerApi`. */
  path: string;
  /** Names in lower case. */
  headers: Record<string, string>;
}

/**
 * The requests that reach the fake API with their whole address and headers, which the `calls` of
 * `answerApi` do not keep. Call once at the top of a test file; the list is emptied before each test.
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

/** An answer the test gives when it chooses, to look at the screen while a call is under way. */
export function later<T>(): { answer: () => Promise<T>; give: (value: T) => void } {
  let give!: (value: T) => void;
  const pending = new Promise<T>((resolve) => {
    give = resolve;
  });
  return { answer: () => pending, give };
}

/**
 * The upload progress the browser reports while a file is sent. MSW answers uploads (XMLHttpRequest)
 * but reports their progress only when it answers, at 100 %: the test reports the progress in between
 * on the upload under way, as the browser would. Call before the upload starts.
 */
export function watchUploads(): { progress: (percent: number) => void } {
  const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
  // The browser's own `upload` of a request: MSW replaces the property with a proxy that lets no event through.
  const uploadOf = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'upload')?.get;
  return {
    progress(percent) {
      const request = open.mock.contexts.at(-1);
      if (!request || !uploadOf) throw new Error('no upload under way');
      const upload = uploadOf.call(request) as XMLHttpRequestUpload;
      act(() => {
        upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: percent, total: 100 }));
      });
    },
  };
}
