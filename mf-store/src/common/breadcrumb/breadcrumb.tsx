import { Breadcrumb as KernelBreadcrumb, useTranslation, type Crumb } from '@kora/shared';
import './breadcrumb.css';

/** The kernel's breadcrumb, named in the store's words, its links muted. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation('store');
  return <KernelBreadcrumb label={t('common.breadcrumb')} items={items} className="kora-store-breadcrumb" />;
}
