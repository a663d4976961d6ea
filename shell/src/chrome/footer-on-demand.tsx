import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '@kora/shared/remote-app';
import { withFooterTexts } from './footer-texts';
// The footer's styles come with the page (2 KB): the server draws the footer in the page's HTML, and it
// is seen as the page is scrolled, before the footer's code arrives.
import './footer.css';

const Footer = lazy(() => withFooterTexts(import('./footer')).then((module) => ({ default: module.Footer })));

/**
 * The footer sits below a screen's height on every page: its code, texts' layout and pictures are fetched
 * when it scrolls into view, not with the page's first load.
 */
export function FooterOnDemand() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, true, '0px');
  const placeholder = <div ref={slot} className="kora-footer-slot" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Footer />
    </Suspense>
  );
}
