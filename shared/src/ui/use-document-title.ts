import { useEffect } from 'react';

/** The browser tab's title: the page's own name then the site's ('Sorties · Kora'); the site's alone at home. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Kora` : 'Kora';
  }, [title]);
}
