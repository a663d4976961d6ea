import { useEffect, type ReactNode } from 'react';
import { useTranslation, type RouteId } from '@kora/shared';
import './detail-frame.css';

interface DetailFrameProps {
  /** The route's screen, whose name heads the page. */
  screen: RouteId;
  /** What the page shows (a release's, an artist's… title), once known. */
  title?: string;
  children?: ReactNode;
}

/**
 * A detail screen's frame: the heading names the kind of page ('Sortie', 'Artiste'…) and, once loaded,
 * the item itself; the document title follows.
 */
export function DetailFrame({ screen, title, children }: DetailFrameProps) {
  const { t } = useTranslation('catalogue');
  const kind = t(`screens.${screen}`);
  useEffect(() => {
    document.title = `${title ?? kind} · Kora`;
  }, [title, kind]);
  return (
    <section className="kora-screen kora-cat-detail" aria-labelledby={`screen-${screen}`}>
      <h1 id={`screen-${screen}`} className="kora-cat-detail__heading">
        <span className="kora-cat-detail__kind">{kind}</span>
        {title ? (
          <>
            <span className="kora-visually-hidden"> : </span>
            <span className="kora-cat-detail__title">{title}</span>
          </>
        ) : null}
      </h1>
      {children}
    </section>
  );
}
