import { act } from '@testing-library/react';
import type { Answer, AnswerFunction } from '@kora/shared/testing';

/**
 * One endpoint answered differently on each call, in order: `inTurn(new ApiError(409, …), new ApiError(500, null))`.
 * A call past the last answer gets a 500, and the `calls` list shows it.
 */
export function inTurn(...answers: Answer[]): AnswerFunction {
  let next = 0;
  return (query, body) => {
    if (next >= answers.length) return new Error(`called ${next + 1} times, answered ${answers.length}`);
    const answer = answers[next];
    next += 1;
    return typeof answer === 'function' ? (answer as AnswerFunction)(query, body) : answer;
  };
}

/**
 * Lets every call already started reach the fake API: MSW records a call a few microtasks after
 * `fetch`, so an empty `calls` list only means "nothing was asked" once the network has settled.
 */
export async function networkSettled(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
}

/** Asserts that nothing reached the fake API (record with e.g. `answerApi({ 'POST /*': UNREACHABLE })`). */
export async function expectNothingAsked(calls: readonly unknown[]): Promise<void> {
  await networkSettled();
  expect(calls).toEqual([]);
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
