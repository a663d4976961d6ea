/** @jest-environment node */
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { useNearViewport } from './use-near-viewport';

function Comments({ defer }: { defer: boolean }) {
  const place = useRef<HTMLDivElement>(null);
  return <div ref={place}>{useNearViewport(place, defer) ? 'Commentaires' : 'Plus bas'}</div>;
}

it("draws a deferred piece on the site's server as a browser first renders it: not yet near", () => {
  expect(renderToString(<Comments defer />)).toBe('<div>Plus bas</div>');
  expect(renderToString(<Comments defer={false} />)).toBe('<div>Commentaires</div>');
});
