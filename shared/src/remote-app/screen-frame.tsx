import { useTranslation } from 'react-i18next';
import type { RemoteAppName, RouteId } from '@kora/shared';
import { useDocumentTitle } from '../ui/use-document-title';
import './screen-frame.css';

/** A screen's frame: its translated title as the page heading, and the document title. */
export function ScreenFrame({
  area,
  screen,
  children,
}: {
  area: RemoteAppName;
  screen: RouteId;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation(area);
  const title = t(`screens.${screen}`);
  useDocumentTitle(title);
  return (
    <section className="kora-screen" aria-labelledby={`screen-${screen}`}>
      <h1 id={`screen-${screen}`}>{title}</h1>
      {children}
    </section>
  );
}
