import { Breadcrumb as KernelBreadcrumb, useTranslation, type Crumb } from '@kora/shared';
import './breadcrumb.css';

/** The kernel's breadcrumb, named in the catalogue's words and spaced from the page below it. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation('catalogue');
  return <KernelBreadcrumb label={t('breadcrumb')} items={items} className="kora-cat-breadcrumb" />;
}
