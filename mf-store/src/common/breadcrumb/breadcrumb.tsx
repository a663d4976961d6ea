import { Link } from 'react-router-dom';
import { useTranslation } from '@kora/shared';
import './breadcrumb.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** Where the page sits: links up to it, then the page itself. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation('store');
  return (
    <nav className="kora-store-breadcrumb" aria-label={t('common.breadcrumb')}>
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
