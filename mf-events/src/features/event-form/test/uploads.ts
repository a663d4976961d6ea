import { act } from '@testing-library/react';

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

/** An answer the test gives when it chooses, to look at the screen while a call is under way. */
export function later<T>(): { answer: () => Promise<T>; give: (value: T) => void } {
  let give!: (value: T) => void;
  const pending = new Promise<T>((resolve) => {
    give = resolve;
  });
  return { answer: () => pending, give };
}
